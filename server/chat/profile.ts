import type {
  AgeBand,
  Experience,
  LanguageLevel,
  Occupation,
} from '../../src/shared/germanyCheck/answers';
import type { AmountProblem } from '../../src/shared/germanyCheck/amount';
import { toldReader } from './profileFacts';
import { othersRemover } from './profileOthers';
import { ageFinder } from './profileReaders';
import { partnerTextFinder } from './profilePartnerText';
import { ratingReader } from './profileRatedOnly';
import { partnerCaseFinder } from './profilePartnerCase';
import { stayTooLongAgo, stayYearsAgoFinder, type StayFacts } from './profileStay';
import { partSplitter, profileText } from './profileText';
import { numberWordsReader } from './numberWords';
import { contractLengthRemover } from './profileContractLength';
import { studiesLeftRemover } from './profileStudiesLeft';
import { contractTermInMonths } from './profileContractTerm';
import { coupleAgesReader } from './profileCoupleAges';
import { correctionReader } from './profileCorrections';
import { likeSelfRemover, marriedPartnerFinder } from './peopleWords';
import type { ProfileWords } from './profileWords';
import { factReaders } from './profileFactReaders';
import type { SpellingMap } from './spelling';

/**
 * What a visitor tells about themselves that the Germany check's rules weigh ("I'm 33, German
 * A2, two years of experience in the last five"; "a master's and a €48,000 software job"). Only
 * what the message states is set; `false` means the message denies it ("no partial
 * recognition") or states what the law does not count (a tourist visit, a partner who is not
 * said to meet the card's requirements).
 */
/**
 * Why a salary written as money could not be weighed: the page's reasons, or a net amount
 * ("3.100 euros netos al mes"), which the gross thresholds cannot be read against, or an hourly
 * wage without the hours worked a week.
 */
export type SalaryProblem = AmountProblem | 'net' | 'currency' | 'hourly';

export interface StatedProfile extends StayFacts {
  age?: AgeBand;
  /** 45 or older (§ 18 (2) no. 5 AufenthG), when the message gives the age. */
  from45?: boolean;
  /** The age a coming birthday brings ("turning 35 in May"), when the message says one. */
  nextAge?: number;
  german?: LanguageLevel;
  english?: LanguageLevel;
  /** A level said with no language named ("tengo A2"), for a follow-up (`bareLevelReader`). */
  levelUnnamed?: LanguageLevel;
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
  /** An age of exactly 35 or 40, where § 20b's bands may be read two ways (`contestedAges`, src/shared/germanyCheck/points.ts). */
  ageOnEdge?: number;
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
  /** The fixed term of the job contract offered, in months, where one is stated. */
  contractMonths?: number;
  /** The job contract offered has no end date ("contrato indefinido", "unbefristet"). */
  permanentContract?: boolean;
  /** The visitor wants vocational training in Germany ("I'd like to train as an electrician"). */
  wantsTraining?: boolean;
  /**
   * The visitor says they hold no vocational training ("ni formación profesional"): the word
   * names none wished for either.
   */
  trainingDenied?: boolean;
  /** The visitor wants to study in Germany ("möchte Informatik studieren", "quiero estudiar"). */
  wantsStudy?: boolean;
  /** The visitor wants to come and apply to universities from Germany (§ 17 (2)). */
  applyForPlace?: boolean;
  occupation?: Occupation;
  /**
   * The degree's field, where the visitor works in another ("MBA, 6 years as a developer"): the
   * Opportunity Card's shortage point and experience points go by the qualification (§ 20b
   * AufenthG), the Blue Card's degree asks for a job that fits it.
   */
  qualificationField?: Occupation;
  /** Work in another occupation of the same class as the degree's (`FieldApart`). */
  experienceOutsideField?: boolean;
  /** The occupation of the job offered, where the message names its title (`jobTitleReader`). */
  jobOccupation?: Occupation;
  /** The occupation is named outside a job's title ("Ich bin auch Softwareentwickler"). */
  occupationOwn?: boolean;
  /**
   * The job offered is below a degree's level (a waiter, a cashier): qualified employment for
   * §§ 18a and 18b only where it asks a vocational training, so that row is to show.
   */
  jobBelowDegree?: boolean;
  /** The job offered is a helper's (a warehouse helper): no qualified employment at all. */
  unskilledJob?: boolean;
  /**
   * The job's title looks like an occupation of the Blue Card's list but is none ("auxiliar de
   * enfermería", "ingeniero comercial"): the card weighs it as another occupation, while the
   * other routes weigh the visitor's own, whose field it is.
   */
  jobOffList?: boolean;
  /**
   * The job's title names no occupation the words know ("Jobangebot als Projektmanager"), or an
   * assistant's post ("nurse assistant"): whether the job fits the degree is the visitor's to show.
   */
  jobTitleUnread?: boolean;
  /**
   * A skilled trade in short supply (an electrician): the Federal Employment Agency's list gives
   * it the § 20b point, but it is not on the Blue Card's ISCO list of § 18g (1), so the Blue
   * Card's lower threshold does not apply.
   */
  skilledTrade?: boolean;
  /**
   * A profession regulated in Germany that needs a licence to practise, which only a full
   * recognition leads to (§ 18 (2) no. 3 AufenthG): a doctor, a physiotherapist, an educator
   * (`regulatedProfessions`).
   */
  regulated?: boolean;
  /**
   * A licence to practise the visitor says they hold ("ya tengo la Berufserlaubnis"): it was only
   * issued with the German the work needs, so no route asks that German again.
   */
  licensed?: boolean;
  /**
   * A partner whose qualification is said but not their languages ("my wife is a teacher with a
   * degree"): the § 20b point is asked for, not refused.
   */
  partnerLanguageUnknown?: boolean;
  /**
   * A partner only mentioned ("Kann meine Frau mitkommen?"), not said to meet the card's
   * requirements: no point is counted, and the check's question stays unanswered, not "no".
   */
  partnerUnsaid?: boolean;
  /**
   * A partner said to have a qualification and the card's language, but not 6 points of their
   * own or a qualification recognised in Germany, which § 20b (1) no. 11 also asks: the point is
   * to show, not counted.
   */
  partnerPointsUnknown?: boolean;
  /**
   * A partner said to hold no qualification ("él solo tiene bachillerato", "Koch ohne
   * Ausbildung"): the card asks one of them too, so the point is refused, not asked for.
   */
  partnerUnqualified?: boolean;
  /**
   * A partner said to have neither German A1 nor English B2 ("no German and English A2"): the
   * card asks one of them too, so the point is refused.
   */
  partnerNoLanguage?: boolean;
  /**
   * The degree's recognition is an anabin or ZAB rating only (`ratedOnlyReader`): for a nurse, no
   * recognition of the nursing qualification, which stays to show.
   */
  ratedOnly?: boolean;
  /**
   * Work as a Rechtsanwalt ("als Rechtsanwältin in unserer Kanzlei"): admission to the bar needs
   * the German legal education (§ 4 BRAO), which no recognition gives, so the licence is missing.
   */
  barAdmission?: boolean;
  /** A partner the visitor is not married to: no point, whatever they meet (§ 20b (1)). */
  partnerUnmarried?: boolean;
  /**
   * What the message says of a partner not said to qualify, read as their own facts: the points
   * those reach, or the qualification they lack, decide the partner's point
   * (`withPartnerCounted`).
   */
  partnerOwn?: StatedProfile;
  /**
   * A regulated profession held, for a job outside it ("Juristin … als Compliance-Referentin"):
   * no licence is needed, and the reply says where one would be.
   */
  licenceNotNeeded?: boolean;
  /**
   * A job supposed to show what it must pay ("¿cuánto tendría que ganar?"), not one the visitor
   * says they have: its row is to show, not met.
   */
  jobAssumed?: boolean;
  /** "No pension plan": from 45, under the salary floor, §§ 18a/18b are missing, not to show. */
  pensionDenied?: boolean;
  /** An admission to study held ("Zulassung der TU Dresden habe ich schon"): § 16b's row met. */
  admissionHeld?: boolean;
  /** A recognition partnership the employer has agreed: § 16d (3)'s agreement met. */
  partnershipAgreed?: boolean;
  /** A blocked account opened: § 16b's row for the funds met, and a study case either way. */
  blockedAccountHeld?: boolean;
  /** The degree was found not comparable to a German one (anabin, the ZAB): no recognition. */
  comparabilityDenied?: boolean;
  /** The message tells of two people or more ("two candidates", "wer von uns"): not one case. */
  manyPeople?: boolean;
  /** The message asks of the partner alone ("Y mi novio … ¿cuántos puntos tendría él?"). */
  partnerIsCase?: 'spouse' | 'toBe';
  /** A follow-up asked about the partner's own case: their count is given (`partnerFollowUp`). */
  partnerAsked?: boolean;
  /** The partner's points where `partnerAsked`, and whether the visitor's spouse point is in them. */
  partnerTotal?: { points: number; visitorCounted: boolean; skilled: boolean };
  /** An hourly wage read, and the hours a week said alone: a follow-up's hours recount the pay. */
  hourlyRate?: number;
  weeklyHours?: number;
  /** A month's pay read, and the payments a year said: a follow-up's month recounts the year. */
  monthlyPay?: number;
  payments?: number;
  /** A question on another person's case was left out of the visitor's ("my brother … ok?"). */
  otherPersonAsked?: boolean;
  /** The message tells a relative's case alone: a follow-up that adds nothing to the visitor's. */
  relativeIsCase?: boolean;
  /** The job offered does not fit the degree ("die Stelle ist Vertrieb, kein Ingenieursjob"). */
  jobOutsideField?: boolean;
  /** The message names anabin's rating of a university ("H+"), which the reply explains. */
  institutionRated?: boolean;
  jobOffer?: boolean;
  /** The gross yearly salary of a job, in euros, with a fixed bonus counted (`withFixedPay`). */
  salary?: number;
  fixedBonus?: number;
  /** Why a salary written as money could not be read ("-50000": a salary is never negative). */
  salaryProblem?: SalaryProblem;
  /** The routes the message names by their section or name ("§ 18b", "§ 16d", "por experiencia"). */
  asked?: AskedRoute[];
  /** The message asks what other routes there are, or which one fits ("what else?"). */
  otherRoutes?: boolean;
  /** The message asks whether its case is enough ("¿alcanza?", "reicht das?"). */
  enough?: boolean;
  /** The message asks whether what it tells changes the answer ("¿cambia algo?", 80a M1). */
  changeAsked?: boolean;
  /** The message asks whether the case gets a title ("¿me dan la blue card o no?", 96a 30). */
  getAsked?: boolean;
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
  /** The message asks to work in Germany ("Can I work in Germany?"), not to train or study. */
  workAsked?: boolean;
  /** The message asks what to do ("Was muss ich tun?", "¿qué tengo que hacer?"). */
  whatToDo?: boolean;
  /** The message asks what it needs ("What do I need?", "¿qué necesito?", "Was brauche ich?"). */
  needsAsked?: boolean;
  /** The message asks how long something takes ("wie lange dauert das?"). */
  durationAsked?: boolean;
  /** "Who decides on the recognition?" */
  deciderAsked?: boolean;
  /** "May I work while studying?" */
  studyWorkAsked?: boolean;
  /** "Can I work there after my master's?" */
  afterStudyAsked?: boolean;
  /** "Can I work part-time while doing the measures?" (§ 16d (1): up to 20 hours a week). */
  measuresWorkAsked?: boolean;
  /** The message asks whether one may work on the Opportunity Card (§ 20a (2) AufenthG). */
  cardWorkAsked?: boolean;
  /** "Can my wife come with me and work?": family reunion, which the site does not cover. */
  familyJoinAsked?: boolean;
  /** The message asks how long the visitor may stay ("how long can I stay?"). */
  stayAsked?: boolean;
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

/** The facts the points depend on that a message must state before the chat counts. */
export const countedFacts = ['age', 'german', 'english', 'experience'] as const;

/** The facts of the partner's point, read where the partner is told of: the whole message. */
const partnerFactKeys = [
  'partner',
  'partnerUnsaid',
  'partnerLanguageUnknown',
  'partnerPointsUnknown',
  'partnerUnmarried',
] as const;

/** "Ich will eine Ausbildung machen, aber hab noch kein Vertrag": the contract denied (75c V08). */
function trainingContractDenied(profile: StatedProfile) {
  if (profile.wantsTraining && profile.jobOffer === false) profile.trainingContract ??= false;
}

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
): (spelled: string, year?: number, month?: number) => StatedProfile {
  const text = profileText(spelling);
  // What the message is rewritten by before it is read, in this order.
  const rewrites: readonly ((message: string) => string)[] = [
    numberWordsReader(words, spelling, intl),
    correctionReader(words, text, intl),
    contractLengthRemover(words, text),
    studiesLeftRemover(words, text, spelling),
    contractTermInMonths(words, text),
    coupleAgesReader(words, text),
    marriedPartnerFinder(words, text),
    likeSelfRemover(words, text),
  ];
  const split = partSplitter(text, words.joiners, words.half);
  const readers = factReaders(words, text, spelling, intl);
  const withoutOthers = othersRemover(words, text);
  const ageOf = ageFinder(words, text);
  const stayYearsAgo = stayYearsAgoFinder(words, text);
  const partnerRead = toldReader(words, text, spelling);
  const partnerText = partnerTextFinder(words, text);
  const partnerCaseOf = partnerCaseFinder(words, text);
  const rated = ratingReader(words, text);
  const read = (
    message: string,
    year = new Date().getFullYear(),
    month?: number,
    ofPartner = false,
  ): StatedProfile => {
    const said = rewrites.reduce((rewritten, rewrite) => rewrite(rewritten), message);
    // "Meine Frau ist Ärztin, 36 … Wie viele Punkte hat sie?": her case, or two people's.
    const partnerCase = ofPartner ? undefined : partnerCaseOf(said, split(said));
    const written = partnerCase?.text ?? said;
    const { text: own, otherAsked, ofRelative } = withoutOthers(written);
    const parts = split(own);
    const profile = Object.assign(
      {},
      ...readers.map((read) => read(own, parts, year, month)),
    ) as StatedProfile;
    // "Viví 8 meses en Alemania cuando tenía 24", at 40: a stay long before the last five years.
    const { years } = ageOf(own, parts);
    const yearsAgo = years === undefined ? undefined : stayYearsAgo(own, years);
    if (yearsAgo !== undefined && stayTooLongAgo(yearsAgo)) profile.germanStay = false;
    if (otherAsked) profile.otherPersonAsked = true;
    if (ofRelative) profile.relativeIsCase = true;
    // "me aceptaron en la Hochschule Aachen … ¿qué visa necesito?": a place to study held is the
    // goal (a lawyer "admitted to the bar" holds a licence, not a place).
    if (profile.admissionHeld && !profile.regulated && !profile.jobOffer) profile.wantsStudy = true;
    trainingContractDenied(profile);
    rated(profile, own);
    if (partnerCase?.twoPeople) profile.manyPeople = true;
    if (partnerCase?.text !== undefined)
      profile.partnerIsCase = partnerCase.toBe ? 'toBe' : 'spouse';
    // The partner's point is read where the partner is told of: in the whole message.
    const whole = own === written ? profile : partnerRead(written, split(written), year);
    const onPartner = partnerFactKeys.filter((fact) => whole[fact] !== undefined);
    const partnerFacts: StatedProfile = Object.fromEntries(
      onPartner.map((fact) => [fact, whole[fact]]),
    );
    const stated = { ...profile, ...partnerFacts };
    if (stated.partner !== false || ofPartner) return stated;
    // "My husband is also an engineer (degree, German B1, 34, 3 years experience)": his own
    // facts, for the points they reach (`partnerOwn`).
    const partnerOwn = read(partnerText(written, split(written)), year, month, true);
    if (!Object.keys(partnerOwn).length) return stated;
    // "¿Cuántos puntos tenemos cada uno?" (88a W1): asked for both, so the partner's own count too.
    return { ...stated, partnerOwn, ...(otherAsked ? { partnerAsked: true } : {}) };
  };
  return (message: string, year?: number, month?: number) => read(message, year, month);
}

/** How many of the facts the points depend on a profile states. */
export const factsStated = (profile: StatedProfile) =>
  countedFacts.filter((fact) => profile[fact] !== undefined).length;
