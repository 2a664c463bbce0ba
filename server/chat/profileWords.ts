import type { AgeWords } from './ageWords';
import type { AskWords } from './askWords';
import type { CourseWords } from './courseWords';
import type { CorrectionWords } from './profileCorrections';
import type { LicenceWords } from './licenceWords';
import type { SalaryWords } from './salaryWords';
import type { JobTitleWords } from './jobTitleWords';
import type { NumberWords } from './numberWords';
import type { PeopleWords } from './peopleWords';
import type { NegationWords } from './profileNegation';
import type { RecognitionWords } from './recognitionWords';
import type { TimeWords } from './timeWords';
import type { ContractTermWords } from './profileContractTerm';
import type { StayWords } from './profileStay';
import type { CoupleAgeWords } from './profileCoupleAges';
import type { LicensedProfession } from '../../src/shared/germanyCheck/regulatedProfessions';

/** The words a language uses for each of them: comma-separated copy (`engine.profile`). */
export interface ProfileWords
  extends
    PeopleWords,
    NegationWords,
    RecognitionWords,
    AgeWords,
    AskWords,
    CourseWords,
    CorrectionWords,
    NumberWords,
    LicenceWords,
    SalaryWords,
    JobTitleWords,
    ContractTermWords,
    CoupleAgeWords,
    StayWords,
    TimeWords {
  german: string;
  english: string;
  years: string;
  experience: string;
  /** Other words for working, near a duration: "work", "trabajo", "arbeite", "been a". */
  work: string;
  /** Said right after a duration that makes it work: "3 years as a planner", "2 años como". */
  workAs: string;
  /**
   * Said right after a duration, before a workplace (`workPlaces`), that makes it work: "7 years
   * in a hospital", "5 años en una empresa", "6 Jahre in einer Klinik".
   */
  workPlaceBefore: string;
  /** Places of work, after `workPlaceBefore`: "hospital", "empresa", "Klinik". */
  workPlaces: string;
  /**
   * Said of oneself before an occupation (up to three words) and a start year: "soy desarrollador
   * backend desde 2022", "I'm a nurse since 2019", "bin Entwickler seit 2021": work since then.
   */
  beingAs: string;
  /**
   * What a person does that is no professional experience for the points or § 19c(2), which count
   * experience in the qualified occupation: "2 years as an au pair", "voluntariado".
   */
  notWork: string;
  /**
   * Work outside the qualified occupation, which is no experience in it either: "since then I
   * work in something else", "desde entonces trabajo en otra cosa", "seitdem arbeite ich fachfremd".
   */
  otherField: string;
  /** Words before a year from which the visitor has worked: "since 2019", "desde 2019". */
  since: string;
  /** Words between the first and last year of a range: "2021 to 2025", "von 2020 bis 2024". */
  rangeTo: string;
  /** Said before a range's last year that ended halfway: "to mid-2022", "a mediados de 2022". */
  midYear: string;
  /** Words around the years of a range said with "and": "between 2018 and 2021", "entre 2018 y 2021". */
  rangeBetween: string;
  rangeAnd: string;
  /** The end of a range that is today: "2020 until now", "2019 hasta hoy", "2020 bis heute". */
  now: string;
  /** Words before an age still to come: "turning 40", "werde nächsten Monat 40" (one less now). */
  turning: string;
  /**
   * Said after the age to come right after the age: "39 (40 next month)", "34 (35 el mes que
   * viene)", "39 (nächsten Monat 40)" is read by the number one more than the age.
   */
  soon: string;
  /** Words after a number of years that make it no duration: "ago", "old", "alt". */
  notDuration: string;
  /** Words before a number of years that make it no duration: "vor 3 Jahren", "aged 30 years". */
  notDurationBefore: string;
  /** Words before a number of years that put the years below it: "less than 2 years", "menos de 2 años". */
  below: string;
  window: string;
  /** Some of the years said, in the period: "6 years, 4 of them in the last 5" (# the number). */
  ofThem: string;
  /** Years out of a period with no word for experience: "of the last" in "5 of the last 7". */
  outOf: string;
  /**
   * The tens of numbers written in words ("cincuenta", "fifty", "fünfzig"): a digit after one
   * ("cincuenta y 2 mil", "fifty-2 thousand", once `numbers` made "dos" and "two" digits) is part
   * of an amount in words, which is asked again rather than read as "2 mil".
   */
  numberTens: string;
  partialRecognition: string;
  /**
   * A recognition or its notice, and the words that make it partial: said in any order ("my
   * recognition notice says partial", "Anerkennung teilweise"), they state a partial recognition.
   */
  recognitionWords: string;
  partialWords: string;
  /** An age in the past, before its number: "when I was 24", "cuando tenía 24", "als ich 24 war". */
  whenIWas: string;
  /** The country's names, for a stay on a title said in a sentence about Germany. */
  germanyNames: string;
  /** A place named before, said again: "there", "allá", "dort" (a degree "there" after Germany). */
  thereWords: string;
  negations: string;
  /**
   * Words that turn to another matter ("but", "pero", "aber"): a negation after one ("reconocido
   * en Alemania pero no hablo alemán") denies what follows, not the fact before it.
   */
  contrast: string;
  /** A degree found not comparable ("the ZAB said it is not comparable", "no es equivalente"). */
  notComparable: string;
  /**
   * A job said not to fit the degree ("kein Ingenieursjob", "no tiene nada que ver con mi
   * carrera"): the Blue Card asks one that does (§ 18g (1) AufenthG).
   */
  jobOutsideField: string;
  /**
   * Said of a recognition that settles nothing ("my university is H+ in anabin"); with `unsure`
   * ("no sé si mi título está reconocido") the recognition is neither stated nor denied.
   */
  recognitionUnsettled: string;
  /** anabin's rating of a university ("H+"), which says nothing of the degree's comparability. */
  institutionRating: string;
  /**
   * Work as a Rechtsanwalt, the title the bar gives: "als Rechtsanwältin", "as a German
   * attorney". It needs the German legal education (§ 4 BRAO), which no recognition replaces.
   */
  barAdmission: string;
  /** A rating of a degree's academic comparability: "anabin", "ZAB", "Zeugnisbewertung". */
  ratingWords: string;
  /** A recognition notice or a licence, beyond a rating: "full recognition", "Berufsurkunde". */
  fullRecognitionWords: string;
  /** A recognition not yet there: "nothing recognised yet", "Anerkennung läuft noch". */
  recognitionPending: string;
  /** Said after a language for no level at all: "alemán nada", "German: none". */
  noLevel: string;
  /** A language spoken natively, a level above C1: "English is my mother tongue", "Muttersprache". */
  nativeLanguage: string;
  /** Said after a language: "alemán no hablo nada", "Deutsch spreche ich gar nicht". */
  speakNone: string;
  degree: string;
  /** A degree's check ("ZAB statement"): held, a degree is; lacking, the degree stays as said. */
  degreeChecks: string;
  /** A recognition no remark on anabin unsettles: a ZAB statement ("declaración de la ZAB"). */
  recognitionDefinite: string;
  /**
   * A degree's word that names any title ("título en provisión nacional", "a degree"): beside a
   * training named, the training's title, not a university degree.
   */
  genericTitle: string;
  /**
   * Fields a degree is named after, by the check's occupations ("Bachelor Maschinenbau", "IT
   * degree", "título en informática"), and the words that link a degree to its field ("in", "en").
   */
  fieldIt: string;
  fieldNursing: string;
  fieldShortage: string;
  fieldBlueCardList: string;
  /** Fields of no occupation of those lists: business, economics, law, accounting. */
  fieldOther: string;
  /** Studies that name their field after them: "estudié arquitectura", "studied chemistry". */
  fieldStudied: string;
  fieldLinks: string;
  /**
   * Occupations only a university degree leads to ("engineer", "ingeniera", "*ingenieur"): the
   * degree they name, unless the message says otherwise.
   */
  academic: string;
  /** Only a school certificate: "only high school", "solo bachiller", "nur Abitur". */
  schoolOnly: string;
  /**
   * School just finished, with no qualification after it: "I just finished high school",
   * "acabo de terminar el colegio", "habe gerade das Abitur gemacht".
   */
  schoolJustFinished: string;
  /** Words that make a school certificate the only one: "only", "solo", "nur". */
  only: string;
  /** A school certificate in any wording: "high school diploma", "bachillerato", "Abitur". */
  school: string;
  /**
   * A school certificate said to be held ("habe Abitur", "terminé el colegio", "finished high
   * school"): with no degree or training named, the visitor's highest qualification.
   */
  schoolHeld: string;
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
  /**
   * Job titles that hold a word for training but name no qualification: "soporte técnico",
   * "technical support", "technischer Support" are work, not a "técnico" or "Techniker" title.
   */
  notTraining: string;
  /** A qualification's length with its title: "#-year ... *" ("2-year culinary diploma"). */
  qualificationLength: string;
  /**
   * Training no state recognises, which § 6 BeschV and § 20a AufenthG do not count: "not state
   * recognised", "privates Zertifikat", "certificado privado".
   */
  notStateRecognised: string;
  /** Titles of training that a length of two years makes vocational: "diploma", "curso". */
  trainingTitles: string;
  /** Titles a length leaves a degree unless said of a technician: "degree", "carrera". */
  degreeTitles: string;
  /** University studies that name a degree: "*studium" (Lehramtsstudium), "studied ... at university". */
  degreeStudies: string;
  /** Said of a degree just earned: "recent graduate", "recién egresado". */
  recentGraduate: string;
  /**
   * Words that make what follows a supposition, not a fact: "should it differ if she graduated
   * last year?", "¿y si se graduó el año pasado?", "falls sie letztes Jahr abgeschlossen hat".
   */
  supposed: string;
  /** Words for graduating, said with how long ago ("graduated", "me gradué", "abgeschlossen"). */
  graduated: string;
  /** Said of a degree done, beside `graduated`: "did my master's", "hice la maestría", "gemacht". */
  degreeDone: string;
  /** Studies left unfinished: "no terminé la carrera", "Studium abgebrochen", "dropped out". */
  studiesUnfinished: string;
  /** Said right before an occupation the visitor is not: "kein", "no soy", "not a". */
  occupationDenied: string;
  /** A language, said of a course: "curso de alemán de 7 meses" is no vocational training. */
  languageCourse: string;
  /** The visitor's word that the occupation is in short supply: "profesión en escasez". */
  shortageSaid: string;
  /** Said of a degree earned lately: "last year", "el año pasado", "letztes Jahr". */
  lately: string;
  /**
   * Words that start a purpose between a degree and a year: in "a master's for a Blue Card in
   * 2026" the year is the permit's, not the degree's.
   */
  yearOfPurpose: string;
  /**
   * Occupations by the check's options; a word may end in or start with `*` ("*entwickler":
   * Softwareentwickler), and the longest name found wins, so "ingeniera de sistemas" is IT.
   */
  it: string;
  nursing: string;
  shortage: string;
  /**
   * The rest of the occupations § 18g (1) sentence 2 AufenthG gives the Blue Card's lower
   * threshold (ISCO-08 groups 132-134, 21, 22, 23, 25): "chemist", "arquitecta",
   * "Logistikleiterin". No Opportunity Card point: that list is another.
   */
  blueCardList: string;
  /** A skilled trade in short supply for the § 20b point only (`skilledTrade`): "electrician". */
  shortageTrade: string;
  /** Another occupation in short supply off the Blue Card's list, no trade: "social worker". */
  shortageOffList: string;
  /**
   * The professions regulated in Germany besides nursing, by `regulatedProfessions`: "doctor",
   * "Erzieherin"; social work's beyond `shortageOffList`'s names (`regulatedNames` joins them).
   */
  regulated: Record<LicensedProfession, string>;
  /**
   * Teaching that is not the regulated school profession, with a teacher's word: "profesor
   * universitario", "language teacher", "Dozentin"; "my teacher", another person.
   */
  notRegulated: string;
  /**
   * Where teaching is not the regulated school profession: "Sprachschule", "language school",
   * "clases particulares". A teacher hired there needs no teaching licence.
   */
  unregulatedTeaching: string;
  /**
   * Work of a law graduate that is not practising as a lawyer: "Compliance-Referentin", "legal
   * department", "cumplimiento normativo". A lawyer hired for it needs no admission to the bar.
   */
  unlicensedLaw: string;
  /** Said of a licence to practise law: "zugelassen", "admitted", "colegiado". */
  admitted: string;
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
  /**
   * The bare word for training, a qualification held when it stands alone as an item of a list
   * or opens a parenthesis: "Krankenpfleger (Ausbildung, noch nicht anerkannt)", "nurse,
   * training, not recognised". Alone in a sentence it may be a wish ("eine Ausbildung machen").
   */
  trainingItem: string;
  /** Recognised in Germany or comparable: not "recognised in Bolivia". */
  recognised: string;
  /**
   * The rating alone as an item of a list, after the qualification or occupation it rates:
   * "Maschinenbauingenieur, anerkannt, …", "enfermera, reconocida, …".
   */
  recognisedAlone: string;
  /** Comparability, which anabin and the ZAB say of university degrees only: "comparable". */
  comparableWords: string;
  /** "A recognised degree", said without a country: recognised in Germany, as the form asks. */
  recognisedHere: string;
  /**
   * The qualification and its rating a few words apart (`...`), in one sentence: "Abschluss in
   * Betriebswirtschaft anerkannt", "mi título está en anabin como H+ y comparable".
   */
  recognisedApart: string;
  otherCountries: string;
  /** A recognition said of the home country without naming it: "a degree recognized there". */
  recognisedElsewhere: string;
  /**
   * Right after a recognition by "the state", the German state's authority that recognises:
   * "fully recognized by the state ministry", "por el estado federado", "vom Land".
   */
  germanStateAfter: string;
  collectiveAgreement: string;
  /** Said of a collective agreement the visitor does not know about: "not sure", "ob". */
  unsure: string;
  trainingContract: string;
  /** No training place held yet ("keinen Ausbildungsplatz", 100b C15.1): § 16a's contract missing. */
  trainingPlaceDenied: string;
  /** Wanting vocational training in Germany: "train as", "hacer una Ausbildung". */
  wantsTraining: string;
  /**
   * An employer's wish to hire: "wir möchten einen Koch mit Ausbildung einstellen", "we want to
   * hire", "queremos contratar": the training named is the candidate's, not a goal.
   */
  hire: string;
  /**
   * A place to study held, or its funds: "an admission letter", "tengo la carta de admisión",
   * "Zulassungsbescheid"; "a blocked account": a study case, whatever else it says, and the
   * study route's row for each met.
   */
  admissionHeld: string;
  blockedAccountHeld: string;
  /** Words for wanting something: "want to", "quiero", "möchte". */
  wish: string;
  /**
   * What is learnt or become, said after a wish ("want to train as a nurse", "quiero estudiar
   * enfermería", "möchte eine Ausbildung zur Pflegefachfrau machen"): the occupation is a goal.
   */
  goalWords: string;
  /** The goals that are studying ("Informatik studieren", "hacer una maestría"), not training. */
  studyGoals: string;
  /** "My", "mi", "meine": between a wish and training ("want to know if my training counts") it is held. */
  possessives: string;
  /**
   * Said before a possessive, what follows is held even inside a goal: "después de mi
   * licenciatura", "nach meinem abgeschlossenen Studium", "after my law degree".
   */
  afterHeld: string;
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
  /**
   * An employer speaking of itself ("wir", "our hospital"): "wenn wir sie über eine
   * Anerkennungspartnerschaft holen" is the employer § 16d (3) needs, asking or telling.
   */
  employerWe: string;
  /** The word for the card's points: "points", "puntos", "Punkte". */
  pointsWord: string;
  /** Words that join two parts of a sentence (`engine.joiners`). */
  joiners: string;
}
