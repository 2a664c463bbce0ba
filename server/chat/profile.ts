import type {
  AgeBand,
  Experience,
  LanguageLevel,
  Occupation,
} from '../../src/shared/germanyCheck/answers';
import type { AmountProblem } from '../../src/shared/germanyCheck/amount';
import { employerOfferReader } from './profileEmployerOffer';
import { qualificationReader, toldReader } from './profileFacts';
import { experienceReader } from './profileExperience';
import { partialNoticeReader } from './profilePartialNotice';
import { qualificationLengthReader } from './profileQualificationLength';
import { ageReader, graduateReader, levelReader } from './profileReaders';
import { salaryReader } from './profileSalary';
import { studiesReader } from './profileStudies';
import { anyOf, list, partSplitter, profileText, word } from './profileText';
import type { SpellingMap } from './spelling';

/**
 * What a visitor tells about themselves that the Germany check's rules weigh ("I'm 33, German
 * A2, two years of experience in the last five"; "a master's and a €48,000 software job"). Only
 * what the message states is set; `false` means the message denies it ("no partial
 * recognition") or states what the law does not count (a tourist visit, a partner who is not
 * said to meet the card's requirements).
 */
export interface StatedProfile {
  age?: AgeBand;
  /** 45 or older (§ 18 (2) no. 5 AufenthG), when the message gives the age. */
  from45?: boolean;
  /** The age a coming birthday brings ("turning 35 in May"), when the message says one. */
  nextAge?: number;
  german?: LanguageLevel;
  english?: LanguageLevel;
  experience?: Experience;
  /**
   * "Less than 5 years" of experience, when the bands below differ: the N said, and the highest
   * band the years may reach; `experience` stays unstated and is asked for.
   */
  experienceBelow?: number;
  experienceAtMost?: Experience;
  /** Years of experience said with no dates or period ("8 years as a developer"): counted as recent. */
  experienceUndated?: boolean;
  partialRecognition?: boolean;
  partner?: boolean;
  germanStay?: boolean;
  /** A university degree; `false` when the message denies one ("sin título"). */
  degree?: boolean;
  /** A degree earned in the last three years (the Blue Card's lower threshold). */
  recentGraduate?: boolean;
  /**
   * A qualification named without saying which ("maestra, título"): a degree or vocational
   * training, not a school certificate; only a route that tells them apart asks which.
   */
  qualified?: boolean;
  /** Vocational training ("formación técnica", "anerkannte Berufsausbildung"). */
  vocational?: boolean;
  /** The qualification recognised in Germany, or comparable ("título comparable"). */
  recognised?: boolean;
  /** Only a school certificate ("I only have a high school diploma"): no qualification (§ 20a). */
  schoolOnly?: boolean;
  /**
   * The employer pays under a collective agreement (§ 19c (2) with § 6 BeschV), denies it, or
   * the visitor does not know ("no sé si tienen convenio colectivo"): then it is to show.
   */
  collectiveAgreement?: boolean | 'unknown';
  /** A training contract with a company in Germany (§ 16a). */
  trainingContract?: boolean;
  /** The visitor wants vocational training in Germany ("I'd like to train as an electrician"). */
  wantsTraining?: boolean;
  /** The visitor wants to come and apply to universities from Germany (§ 17 (2)). */
  applyForPlace?: boolean;
  occupation?: Occupation;
  /**
   * A skilled trade in short supply (an electrician): the Federal Employment Agency's list gives
   * it the § 20b point, but it is not on the Blue Card's ISCO list of § 18g (1), so the Blue
   * Card's lower threshold does not apply.
   */
  skilledTrade?: boolean;
  /**
   * A profession regulated in Germany that needs a licence to practise, which only a full
   * recognition leads to (§ 18 (2) no. 3 AufenthG): a doctor, a dentist, a pharmacist.
   */
  regulated?: boolean;
  /**
   * A partner whose qualification is said but not their languages ("my wife is a teacher with a
   * degree"): the § 20b point is asked for, not refused.
   */
  partnerLanguageUnknown?: boolean;
  jobOffer?: boolean;
  /** The gross yearly salary of a job, in euros. */
  salary?: number;
  /** Why a salary written as money could not be read ("-50000": a salary is never negative). */
  salaryProblem?: AmountProblem;
  /** The routes the message names by their section or name ("§ 18b", "§ 16d", "por experiencia"). */
  asked?: AskedRoute[];
  /** The message asks what other routes there are, or which one fits ("what else?"). */
  otherRoutes?: boolean;
  /** The message asks whether its case is enough ("¿alcanza?", "reicht das?"). */
  enough?: boolean;
  /** The message asks what a job must pay ("¿cuánto tendrían que pagarme mínimo?"). */
  salaryAsked?: boolean;
  /** The message names the Opportunity Card's points ("¿y cuántos puntos tendría?"). */
  pointsNamed?: boolean;
  /** The message asks whether a job offer is needed ("Do I need a job offer first?"). */
  offerAsked?: boolean;
  /** The message asks whether a training contract is needed ("Do I need a training contract first?"). */
  contractAsked?: boolean;
  /** The message asks whether a recognition is needed first ("¿necesito el reconocimiento antes?"). */
  recognitionAsked?: boolean;
  /** The message asks whether the age matters ("Does my age matter?"). */
  ageAsked?: boolean;
  /** The message asks how a route works ("¿cómo funciona?"). */
  howAsked?: boolean;
  /** The message asks what to do ("Was muss ich tun?", "¿qué tengo que hacer?"). */
  whatToDo?: boolean;
  /** The message asks how long something takes ("wie lange dauert das?"). */
  durationAsked?: boolean;
  /** The message asks about a pension ("Muss ich etwas zur Rente nachweisen?"). */
  pensionAsked?: boolean;
}

/** The routes a message can name that the check weighs beyond the Blue Card and the points. */
export const askedRoutes = [
  'skilledWorker',
  'experience',
  'recognitionMeasures',
  'recognitionPartnership',
] as const;
export type AskedRoute = (typeof askedRoutes)[number];

/** The words a language uses for each of them: comma-separated copy (`engine.profile`). */
export interface ProfileWords {
  german: string;
  english: string;
  ageUnits: string;
  agePrefixes: string;
  years: string;
  /** Said between a number and its years: "two and a half years", "3 años y medio". */
  half: string;
  experience: string;
  /** Other words for working, near a duration: "work", "trabajo", "arbeite", "been a". */
  work: string;
  /** Said right after a duration that makes it work: "3 years as a planner", "2 años como". */
  workAs: string;
  /**
   * What a person does that is no professional experience for the points or § 19c(2), which count
   * experience in the qualified occupation: "2 years as an au pair", "voluntariado".
   */
  notWork: string;
  /** Words before a year from which the visitor has worked: "since 2019", "desde 2019". */
  since: string;
  /** Words between the first and last year of a range: "2021 to 2025", "von 2020 bis 2024". */
  rangeTo: string;
  /** Words around the years of a range said with "and": "between 2018 and 2021", "entre 2018 y 2021". */
  rangeBetween: string;
  rangeAnd: string;
  /** The end of a range that is today: "2020 until now", "2019 hasta hoy", "2020 bis heute". */
  now: string;
  /** Words before an age still to come: "turning 40", "werde nächsten Monat 40" (one less now). */
  turning: string;
  /** Words after a number of years that make it no duration: "ago", "old", "alt". */
  notDuration: string;
  /** Words before a number of years that make it no duration: "vor 3 Jahren", "aged 30 years". */
  notDurationBefore: string;
  /** Words before a number of years that put the years below it: "less than 2 years", "menos de 2 años". */
  below: string;
  window: string;
  /** Years out of a period with no word for experience: "of the last" in "5 of the last 7". */
  outOf: string;
  numbers: string;
  partialRecognition: string;
  /**
   * A recognition or its notice, and the words that make it partial: said in any order ("my
   * recognition notice says partial", "Anerkennung teilweise"), they state a partial recognition.
   */
  recognitionWords: string;
  partialWords: string;
  partner: string;
  /**
   * What says a partner also meets the Opportunity Card's requirements: only then a point. A
   * phrase may hold `...` for a few words ("meets ... requirements").
   */
  partnerQualifies: string;
  /** "She", "él", "sie": a later sentence about the partner ("She also meets the requirements"). */
  partnerPronouns: string;
  /**
   * Words by which the visitor speaks of themselves ("I", "yo", "ich"): a sentence on the partner
   * without them ("Mein Partner kommt mit, hat einen Berufsabschluss") is the partner's only.
   */
  self: string;
  stay: string;
  /** A stay that never counts: a tourist visit. */
  tourist: string;
  /** Units of a stay too short to count (weeks, days), and the word for months. */
  shortUnits: string;
  months: string;
  negations: string;
  /**
   * Said of a recognition not yet there, anywhere in its part: "nothing recognised in Germany
   * yet", "reconocimiento pendiente", "Anerkennung läuft noch".
   */
  recognitionPending: string;
  /** Said after a language for no level at all: "alemán nada", "German: none". */
  noLevel: string;
  degree: string;
  /**
   * Fields a degree is named after, by the check's occupations ("Bachelor Maschinenbau", "IT
   * degree", "título en informática"), and the words that link a degree to its field ("in", "en").
   */
  fieldIt: string;
  fieldNursing: string;
  fieldShortage: string;
  fieldLinks: string;
  /**
   * Occupations only a university degree leads to ("engineer", "ingeniera", "*ingenieur"): the
   * degree they name, unless the message says otherwise.
   */
  academic: string;
  /** Only a school certificate: "only high school", "solo bachiller", "nur Abitur". */
  schoolOnly: string;
  /** Words that make a school certificate the only one: "only", "solo", "nur". */
  only: string;
  /** A school certificate in any wording: "high school diploma", "bachillerato", "Abitur". */
  school: string;
  /**
   * A course ("curso", "Kurs"): one of months, under two years, is no qualification of § 20a or
   * § 19c (2), which ask for training of at least two years ("curso de cocina de 6 meses").
   */
  course: string;
  /** A qualification that is a degree or training, not said which: "título", "qualification". */
  qualified: string;
  /** A degree denied: "no degree", "sin título", "ohne Studium". */
  noDegree: string;
  /**
   * A trade learned only by working, with no formal training: "learned on the job", "todo lo
   * aprendí trabajando", "im Job gelernt". Working years are no qualification (§ 20a (4),
   * § 19c (2) with § 6 BeschV ask a degree or training of two years).
   */
  learnedOnJob: string;
  /** A qualification's length with its title: "#-year ... *" ("2-year culinary diploma"). */
  qualificationLength: string;
  /** Titles of training that a length of two years makes vocational: "diploma", "curso". */
  trainingTitles: string;
  /** Titles a length leaves a degree unless said of a technician: "degree", "carrera". */
  degreeTitles: string;
  /** University studies that name a degree: "*studium" (Lehramtsstudium), "studied ... at university". */
  degreeStudies: string;
  /** Said of a degree just earned: "recent graduate", "recién egresado". */
  recentGraduate: string;
  /** Words for graduating, said with how long ago ("graduated", "me gradué", "abgeschlossen"). */
  graduated: string;
  /** How long ago, with # for the number: "# years ago", "hace # años", "vor # Jahren". */
  ago: string;
  /** Said of a degree earned lately: "last year", "el año pasado", "letztes Jahr". */
  lately: string;
  /**
   * Occupations by the check's options; a word may end in or start with `*` ("*entwickler":
   * Softwareentwickler), and the longest name found wins, so "ingeniera de sistemas" is IT.
   */
  it: string;
  nursing: string;
  shortage: string;
  /** A skilled trade in short supply for the § 20b point only (`skilledTrade`): "electrician". */
  shortageTrade: string;
  /** A profession licensed in Germany besides nursing (`regulated`): "doctor", "Ärztin". */
  regulated: string;
  /**
   * Names that contain an occupation's word but are another occupation: "ingeniero comercial"
   * is a business degree, "business developer" a sales job.
   */
  notOccupation: string;
  /** Said of an occupation the visitor says is not in short supply: "not a shortage occupation". */
  notShortage: string;
  jobOffer: string;
  /** Asks whether a job offer is needed: "do I need", "¿necesito?", "brauche ich": none stated. */
  offerNeeded: string;
  vocational: string;
  /** Recognised in Germany or comparable: not "recognised in Bolivia". */
  recognised: string;
  /** "A recognised degree", said without a country: recognised in Germany, as the form asks. */
  recognisedHere: string;
  /** Words that make it a recognition wished for: "getting my degree recognized", "necesito". */
  recognitionSought: string;
  /**
   * Words that name a place ("in", "en") and the countries a visitor may name besides Germany
   * ("in Bolivien anerkannt"): a recognition elsewhere. A list, not "any word", so "a recognised
   * master's in economics" stays recognised.
   */
  placeWords: string;
  otherCountries: string;
  /** A recognition said of the home country without naming it: "a degree recognized there". */
  recognisedElsewhere: string;
  collectiveAgreement: string;
  /** Said of a collective agreement the visitor does not know about: "not sure", "ob". */
  unsure: string;
  trainingContract: string;
  /** Wanting vocational training in Germany: "train as", "hacer una Ausbildung". */
  wantsTraining: string;
  /** Words for wanting something: "want to", "quiero", "möchte". */
  wish: string;
  /**
   * What is learnt or become, said after a wish ("want to train as a nurse", "quiero estudiar
   * enfermería", "möchte eine Ausbildung zur Pflegefachfrau machen"): the occupation is a goal.
   */
  goalWords: string;
  /** "My", "mi", "meine": between a wish and training ("want to know if my training counts") it is held. */
  possessives: string;
  /** Applying to universities from Germany: "apply to universities", "an Hochschulen bewerben". */
  applyForPlace: string;
  /** Names of routes, by the check's ids (`askSkilledWorker`: "18b", "skilled worker"). */
  askSkilledWorker: string;
  askExperience: string;
  askRecognitionMeasures: string;
  askRecognitionPartnership: string;
  /**
   * An employer ("company", "empresa", "Arbeitgeber"): one that wants a recognition partnership
   * with the visitor is the employer § 16d (3) needs, so its job offer is stated.
   */
  employer: string;
  /** What an employer does that makes a job offer: "a hospital offers", "la empresa paga". */
  employerOffers: string;
  /** "How does it work?", "¿cómo funciona?", "Wie funktioniert das?". */
  askHow: string;
  /** "Does my age matter?", "¿importa mi edad?", "Spielt mein Alter eine Rolle?". */
  askAge: string;
  /** "What minimum salary must we pay?": the salary a job must reach, asked for a case. */
  askMinimumSalary: string;
  /** "What else?", "any other work visa?", "welcher Weg passt?": the other routes asked. */
  askOtherRoutes: string;
  /** "Is that enough?", "¿alcanza?", "reicht das?". */
  askEnough: string;
  /** "What do I have to do?", "¿qué tengo que hacer?", "Was muss ich tun?". */
  askWhatToDo: string;
  /** "How long?", "¿cuánto dura?", "wie lange dauert das?". */
  askDuration: string;
  /** The word for the card's points: "points", "puntos", "Punkte". */
  pointsWord: string;
  /** A pension, asked about: "pension", "jubilación", "Rente" (§ 18 (2) no. 5 AufenthG). */
  pension: string;
  /** Words that make a number a salary ("salary", "brutto"), besides a euro sign. */
  salary: string;
  /** Said after an amount paid each month ("4.000 € brutto im Monat"): twelve of them a year. */
  monthly: string;
  /** A salary's label, before a value that may not be a number ("salary: abc"). */
  salaryLabels: string;
  /** Words that join two parts of a sentence (`engine.joiners`). */
  joiners: string;
}

/** The facts the points depend on that a message must state before the chat counts. */
export const countedFacts = ['age', 'german', 'english', 'experience'] as const;

/**
 * A reader of what a message states, in one language: its words, its spellings and its Intl
 * locale (an amount reads "48.000" as forty-eight thousand in German and Spanish). Each kind of
 * fact has its reader (`profileReaders.ts`, `profileFacts.ts`, `profileSalary.ts`); what a
 * part of a sentence explicitly states or denies comes last, so "(not recognised in Germany)"
 * wins over "a recognised degree".
 */
export function createProfileReader(
  words: ProfileWords,
  spelling: SpellingMap,
  intl: string,
): (spelled: string, year?: number) => StatedProfile {
  const text = profileText(spelling);
  const numbers = new Map(
    list(words.numbers).map((pair) => {
      const [name = '', value = ''] = pair.split('=').map((side) => spelling(side.trim()));
      return [name, value] as const;
    }),
  );
  const numberWord = new RegExp(word(anyOf([...numbers.keys()])), 'g');
  const split = partSplitter(text, words.joiners);
  const readers = [
    ageReader(words, text),
    levelReader(words, text),
    experienceReader(words, text),
    graduateReader(words, text),
    qualificationReader(words, text, spelling),
    // After it: a length or a course of studies says which qualification a title names.
    qualificationLengthReader(words, text),
    studiesReader(words, text),
    // Before the set phrases, which win: "my recognition notice says partial", "a hospital offers".
    partialNoticeReader(words, text),
    employerOfferReader(words, text),
    toldReader(words, text, spelling),
    salaryReader(words, text, intl),
  ];
  return (message, year = new Date().getFullYear()) => {
    const written = message.replace(numberWord, (found) => numbers.get(found) ?? found);
    const parts = split(written);
    return Object.assign({}, ...readers.map((read) => read(written, parts, year))) as StatedProfile;
  };
}

/** How many of the facts the points depend on a profile states. */
export const factsStated = (profile: StatedProfile) =>
  countedFacts.filter((fact) => profile[fact] !== undefined).length;
