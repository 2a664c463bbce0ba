/**
 * The routes to Germany the check weighs, their conditions with the statute each comes from, and
 * which of them a visitor's answers meet. One module for the page and the chat, so both say the
 * same. General rules only: the authorities and the embassy decide each case.
 */
import {
  atLeast,
  degreeField,
  hasExperience,
  hasQualification,
  inNursing,
  jobExperienceApart,
  asksLicence,
  experienceForJob,
  mayBeFrom45,
  onBlueCardList,
  pointsMatter,
  relevant,
  skilledWorkerRecognition,
  workingOccupation,
  type CompleteAnswers,
  type FieldApart,
  type Goal,
  type Qualification,
} from './answers';
import { figureFor, type FigureId, type SourceId } from '../../config/germanRules';
import { statute, type Statute } from './law';
import { opportunityCardPoints, pointsStatute } from './points';

export const pathwayIds = [
  'blueCard',
  'skilledWorker',
  'experience',
  'opportunityCard',
  'recognitionPartnership',
  'recognitionMeasures',
  'nursing',
  'study',
  'studyApplication',
  'vocationalTraining',
  'trainingSearch',
] as const;
export type PathwayId = (typeof pathwayIds)[number];

export type ConditionId =
  | 'degreeRecognised'
  | 'itExperience'
  | 'jobOffer'
  | 'matchingJobOffer'
  | 'itJobOffer'
  | 'sixMonthJob'
  | 'qualifiedJobOffer'
  | 'blueCardSalary'
  | 'blueCardReducedSalary'
  | 'qualificationRecognised'
  | 'qualificationAtHome'
  | 'experienceTwoOfFive'
  | 'licenceToPractise'
  | 'nursingLicence'
  | 'experienceSalary'
  | 'collectiveAgreement'
  | 'languageMinimum'
  | 'points'
  | 'funds'
  | 'germanA2'
  | 'germanForMeasure'
  | 'partnershipAgreement'
  | 'recognitionNotice'
  | 'recognitionMeasure'
  | 'nursingQualification'
  | 'nursingJobQualification'
  | 'nursingRecognition'
  | 'germanB2'
  | 'admission'
  | 'studyLanguage'
  | 'blockedAccount'
  | 'universityEntrance'
  | 'germanB1'
  | 'trainingGerman'
  | 'recognitionOpen'
  | 'olderWorkerSalary'
  | 'olderWorkerPension'
  | 'noAgeRule'
  | 'itOccupation'
  | 'trainingContract'
  | 'trainingApproval'
  | 'ageUnder35'
  | 'schoolCertificate'
  | 'livingCosts';

/**
 * `met` and `unmet` follow from the answers; `toProve` is a condition the check does not ask
 * about, or cannot settle (an admission, a contract, a comparison in anabin): the visitor will
 * need to show it.
 */
export type ConditionState = 'met' | 'unmet' | 'toProve';

export interface Condition {
  id: ConditionId;
  state: ConditionState;
  /** The statute the condition comes from. */
  law: Statute;
}

/** The dated figures a condition names, in the order its copy names them. */
export const conditionFigures: Partial<Record<ConditionId, readonly FigureId[]>> = {
  blueCardSalary: ['blueCardSalary'],
  blueCardReducedSalary: ['blueCardReducedSalary'],
  experienceSalary: ['experienceSalary'],
  collectiveAgreement: ['experienceSalary'],
  olderWorkerSalary: ['olderWorkerSalary'],
  olderWorkerPension: ['olderWorkerSalary'],
  funds: ['opportunityCardFunds'],
  blockedAccount: ['blockedAccountMonthly', 'blockedAccountYearly'],
};

/** The official page that explains each route. */
export const pathwaySources: Record<PathwayId, SourceId> = {
  blueCard: 'blueCard',
  skilledWorker: 'skilledWorkers',
  experience: 'skilledImmigrationAct',
  opportunityCard: 'opportunityCard',
  recognitionPartnership: 'recognition',
  recognitionMeasures: 'recognition',
  nursing: 'recognitionFinder',
  study: 'blockedAccount',
  studyApplication: 'skilledImmigrationAct',
  vocationalTraining: 'skilledImmigrationAct',
  trainingSearch: 'skilledImmigrationAct',
};

const aufenthG = (section: string, paragraph?: number) => statute('AufenthG', section, paragraph);
const skilledWorkerLaw: Statute = { act: 'AufenthG', sections: ['18a', '18b'] };

/** Living costs covered: a general requirement of every residence title. */
const livelihood = aufenthG('5', 1);

/**
 * Each route's statute; the conditions the page lists before any answer, each with the statute
 * it comes from; and `instead`, the conditions that take one's place for some answers (the lower
 * salary threshold, the IT specialist's experience).
 */
export const pathwayRules: Record<
  PathwayId,
  {
    law: Statute;
    conditions: Partial<Record<ConditionId, Statute>>;
    instead?: Partial<Record<ConditionId, Statute>>;
  }
> = {
  blueCard: {
    law: aufenthG('18g'),
    conditions: {
      degreeRecognised: aufenthG('18g', 1),
      matchingJobOffer: aufenthG('18g', 1),
      blueCardSalary: aufenthG('18g', 1),
    },
    // The lower threshold sits in (1) sentence 2 for the occupations of its list
    // (`onBlueCardList`), in (1) for recent graduates and in (2) for IT specialists: cited by
    // section.
    instead: {
      blueCardReducedSalary: aufenthG('18g'),
      itExperience: aufenthG('18g'),
      itJobOffer: aufenthG('18g', 2),
      sixMonthJob: aufenthG('18g', 3),
      noAgeRule: aufenthG('18', 2),
      licenceToPractise: aufenthG('18', 2),
      nursingLicence: aufenthG('18', 2),
    },
  },
  skilledWorker: {
    law: skilledWorkerLaw,
    conditions: { qualificationRecognised: skilledWorkerLaw, qualifiedJobOffer: skilledWorkerLaw },
    instead: {
      olderWorkerSalary: aufenthG('18', 2),
      olderWorkerPension: aufenthG('18', 2),
      germanB2: statute('PflBG', '2'),
      licenceToPractise: aufenthG('18', 2),
      nursingLicence: aufenthG('18', 2),
    },
  },
  experience: {
    law: aufenthG('19c', 2),
    conditions: {
      qualificationAtHome: statute('BeschV', '6'),
      experienceTwoOfFive: statute('BeschV', '6'),
      // A regulated profession needs its licence to practise, whatever the route.
      licenceToPractise: aufenthG('18', 2),
      jobOffer: aufenthG('19c', 2),
      experienceSalary: statute('BeschV', '6'),
    },
    instead: {
      collectiveAgreement: statute('BeschV', '6'),
      // § 6 BeschV asks no qualification for a job in information and communication technology.
      itOccupation: statute('BeschV', '6'),
      olderWorkerSalary: statute('BeschV', '1', 2),
      olderWorkerPension: statute('BeschV', '1', 2),
      nursingLicence: aufenthG('18', 2),
    },
  },
  opportunityCard: {
    law: aufenthG('20a'),
    conditions: {
      qualificationAtHome: aufenthG('20a'),
      languageMinimum: aufenthG('20a'),
      points: pointsStatute,
      funds: livelihood,
    },
    instead: { qualificationRecognised: aufenthG('20a') },
  },
  recognitionPartnership: {
    law: aufenthG('16d', 3),
    conditions: {
      qualificationAtHome: aufenthG('16d', 3),
      nursingJobQualification: statute('PflBG', '2'),
      recognitionOpen: aufenthG('16d', 3),
      germanA2: aufenthG('16d', 3),
      jobOffer: aufenthG('16d', 3),
      partnershipAgreement: aufenthG('16d', 3),
    },
  },
  recognitionMeasures: {
    law: aufenthG('16d', 1),
    conditions: {
      qualificationAtHome: aufenthG('16d', 1),
      recognitionNotice: aufenthG('16d', 1),
      recognitionMeasure: aufenthG('16d', 1),
      germanForMeasure: aufenthG('16d', 1),
      livingCosts: livelihood,
    },
  },
  // A nurse trained in vocational training comes under § 18a, one with a nursing degree under
  // § 18b: the nursing card cites both, as the skilled-worker card does.
  nursing: {
    law: skilledWorkerLaw,
    conditions: {
      nursingQualification: statute('PflBG', '2'),
      nursingRecognition: statute('PflBG', '2'),
      germanB2: statute('PflBG', '2'),
      jobOffer: skilledWorkerLaw,
    },
    instead: { olderWorkerSalary: aufenthG('18', 2), olderWorkerPension: aufenthG('18', 2) },
  },
  study: {
    law: aufenthG('16b'),
    conditions: {
      admission: aufenthG('16b', 1),
      studyLanguage: aufenthG('16b', 1),
      blockedAccount: livelihood,
    },
  },
  studyApplication: {
    law: aufenthG('17', 2),
    conditions: {
      universityEntrance: aufenthG('17', 2),
      studyLanguage: aufenthG('17', 2),
      livingCosts: livelihood,
    },
  },
  vocationalTraining: {
    law: aufenthG('16a'),
    conditions: {
      trainingContract: aufenthG('16a', 1),
      trainingApproval: aufenthG('16a', 1),
      trainingGerman: aufenthG('16a', 3),
      livingCosts: livelihood,
    },
  },
  trainingSearch: {
    law: aufenthG('17', 1),
    conditions: {
      schoolCertificate: aufenthG('17', 1),
      ageUnder35: aufenthG('17', 1),
      germanB1: aufenthG('17', 1),
      livingCosts: livelihood,
    },
  },
};

/** Each route's conditions as the page explains them before any answer. */
export const pathwayConditions = (id: PathwayId): ConditionId[] =>
  // The keys of a record typed by ConditionId are condition ids.
  Object.keys(pathwayRules[id].conditions) as ConditionId[];

/**
 * A route for these answers: `possible` when the answers meet every condition of its own;
 * `toShow` when none fails but one is still to show (an admission, a recognition, a contract);
 * `missing` when an answer fails one.
 */
export type RouteStatus = 'possible' | 'toShow' | 'missing';

export interface PathwayResult {
  id: PathwayId;
  /** No condition is unmet: the route is possible with these answers, or once shown. */
  open: boolean;
  status: RouteStatus;
  conditions: Condition[];
}

/**
 * Conditions every residence title has (living costs covered, § 5 (1)): still to show, but no
 * reason to call a route less than possible.
 */
const generalConditions: ReadonlySet<ConditionId> = new Set([
  'funds',
  'livingCosts',
  'blockedAccount',
]);

function statusOf(conditions: readonly Weighed[]): RouteStatus {
  if (unmetCount(conditions) > 0) return 'missing';
  const open = conditions.filter((c) => c.state === 'toProve' && !generalConditions.has(c.id));
  return open.length ? 'toShow' : 'possible';
}

/** A condition's state before its statute is attached. */
type Weighed = { id: ConditionId; state: ConditionState };

const check = (id: ConditionId, met: boolean): Weighed => ({ id, state: met ? 'met' : 'unmet' });
const toProve = (id: ConditionId): Weighed => ({ id, state: 'toProve' });
const unmetCount = (conditions: readonly Weighed[]) =>
  conditions.filter((condition) => condition.state === 'unmet').length;

/** A job offer whose gross annual salary reaches the year's figure. */
const salaryReaches = (answers: CompleteAnswers, figure: FigureId, year: number) =>
  answers.jobOffer &&
  answers.salary !== undefined &&
  answers.salary >= figureFor(figure, year).amount;

const fullyRecognised = (answers: CompleteAnswers) =>
  hasQualification(answers) && answers.recognition === 'full';

/**
 * Whether one of `qualifications` is recognised in Germany. Not checked yet is still to show: a
 * degree may well be comparable (a comparison in anabin, or the ZAB's statement, § 18g (1),
 * § 18b), and vocational training's recognition procedure is applied for from abroad. Partial
 * recognition says it is not equivalent.
 */
function recognitionState(
  answers: CompleteAnswers,
  qualifications: readonly Qualification[],
): ConditionState {
  if (!answers.qualification || !qualifications.includes(answers.qualification)) return 'unmet';
  return answers.recognition === 'full' || answers.recognition === 'comparable'
    ? 'met'
    : answers.recognition === 'notChecked'
      ? 'toProve'
      : 'unmet';
}

/**
 * § 16d (1) sentence 2 no. 1 AufenthG asks for the German the measure calls for, "in der Regel"
 * at least A2: below A2 the rule is not met; from A2 the measure decides, which the notice or the
 * course names (a nurse's adaptation course often asks for B1 or B2), so it is to show; C1 meets
 * what any measure asks.
 */
const measureGerman = (answers: CompleteAnswers): Weighed => {
  if (!atLeast(answers.german, 'A2')) return check('germanForMeasure', false);
  return atLeast(answers.german, 'C1')
    ? check('germanForMeasure', true)
    : toProve('germanForMeasure');
};

const nursingGerman = (answers: CompleteAnswers) =>
  check('germanB2', atLeast(answers.german, 'B2'));

/**
 * The licence to practise nursing (§ 2 PflBG), which § 18 (2) no. 3 AufenthG asks of every
 * route to work in a regulated profession: the qualification recognised in Germany and German
 * at B2 (§ 2 no. 4 PflBG, B2 in practice). The nursing card and the skilled-worker card weigh it
 * the same way, so the page never gives two verdicts for one § 18a.
 */
const nursingLicenceRows = (answers: CompleteAnswers): Weighed[] => [
  {
    id: 'nursingRecognition',
    // A degree comparable in anabin is no recognition of the nursing qualification: still to come.
    state:
      answers.occupation !== 'nursing'
        ? 'unmet'
        : answers.recognition === 'comparable'
          ? 'toProve'
          : recognitionState(answers, ['degree', 'vocational']),
  },
  nursingGerman(answers),
];

/**
 * From 45, § 18 (2) no. 5 AufenthG asks a higher salary or a pension provision for a first permit
 * under §§ 18a and 18b, and § 1 (2) BeschV asks the same of the approval for work by experience
 * (§ 6 BeschV); the EU Blue Card is not named: it says so, so a visitor of 45 is not left guessing.
 */
const noAgeRule = (answers: CompleteAnswers): Weighed[] =>
  mayBeFrom45(answers) ? [check('noAgeRule', true)] : [];

/**
 * EU Blue Card (§ 18g AufenthG): a degree recognised or comparable, or, for IT specialists, three
 * years' experience in the last seven; a job offer that fits the qualification; a salary at the
 * year's threshold, the lower one for a job in one of the occupations of (1) sentence 2, for
 * graduates of the last three years and for IT specialists. The occupation is the job's: an IT
 * graduate hired as a controller earns no lower threshold by the degree.
 */
function blueCard(answers: WeighedAnswers, year: number): Weighed[] {
  const job = workingOccupation(answers);
  // The list names academic occupations: without a degree an electrician's "occupation in
  // short supply" is one for the § 20b point only (the IT route has its own threshold below).
  const degree = answers.qualification === 'degree';
  const reduced = degree && (onBlueCardList(job) || answers.recentGraduate === true);
  const salary: ConditionId = reduced ? 'blueCardReducedSalary' : 'blueCardSalary';
  // A nursing post is often classed below graduate level, and a job in another occupation than
  // the degree's may or may not fit it: for the visitor to show.
  const jobNamed = answers.jobOccupation !== undefined || answers.qualificationField !== undefined;
  // Two occupations off the check's lists ("other") may be one or two: a law degree and a
  // marketing job are both "other" (74b W2), so their fit is to show.
  const otherJob = jobNamed && (job !== degreeField(answers) || job === 'other');
  // Without a degree there is none for a job to fit: the degree's row says what is missing, and
  // a job row would read as a promise ("met") or a judgement of the job ("missing") (57b, 57c).
  const fitsDegree: Weighed[] = !degree
    ? []
    : [
        answers.jobOffer && (job === 'nursing' || otherJob)
          ? toProve('matchingJobOffer')
          : check('matchingJobOffer', answers.jobOffer),
      ];
  // § 18 (2) no. 3 binds the Blue Card too: a nurse works as one only with the licence, which
  // needs the full recognition and German B2 (§ 2 PflBG); an occupation that may be regulated
  // leaves it to show.
  const licence = listsLicence(answers) ? [licenceRow(answers)] : [];
  const byDegree: Weighed[] = [
    { id: 'degreeRecognised', state: recognitionState(answers, ['degree']) },
    ...fitsDegree,
    ...jobTerm(answers),
    ...licence,
    check(salary, salaryReaches(answers, salary, year)),
    ...noAgeRule(answers),
  ];
  // § 18g (2): experience as an IT specialist and a job as one; a graduate of another field
  // may have it in the job's occupation.
  if (job !== 'it' || (answers.occupation !== 'it' && !jobExperienceApart(answers)))
    return byDegree;
  const byExperience = [
    // § 18g (2): three years in the last seven, wherever in those seven they fall.
    check('itExperience', hasExperience(experienceForJob(answers), 'threeOfSeven')),
    // Without a degree there is no qualification for the job to fit: § 18g (2) asks for a job
    // as an IT specialist.
    check('itJobOffer', answers.jobOffer),
    ...jobTerm(answers),
    check('blueCardReducedSalary', salaryReaches(answers, 'blueCardReducedSalary', year)),
    ...noAgeRule(answers),
  ];
  // The route nearer to open: fewer conditions missing, then fewer still to show; on a tie, the
  // degree route for a degree, the IT route without one.
  const gap = (conditions: readonly Weighed[]) =>
    unmetCount(conditions) * 10 + conditions.filter((c) => c.state === 'toProve').length;
  const [degreeGap, experienceGap] = [gap(byDegree), gap(byExperience)];
  const preferExperience =
    experienceGap < degreeGap ||
    (experienceGap === degreeGap && answers.qualification !== 'degree');
  return preferExperience ? byExperience : byDegree;
}

/** § 18g (3) AufenthG: the Blue Card's job offer is for at least six months. */
export const blueCardMinimumMonths = 6;

/**
 * The page asks whether the job offered is for at least six months; the chat reads a term stated
 * ("un contrato de 4 meses", `caseAnswers.ts`) and otherwise leaves the row out, as it asks
 * nothing of it.
 */
const jobTerm = (answers: WeighedAnswers): Weighed[] =>
  answers.jobOffer && answers.sixMonthContract !== undefined
    ? [check('sixMonthJob', answers.sixMonthContract)]
    : [];

/**
 * § 18 (2) no. 5 AufenthG: a first permit under § 18a or § 18b from 45 needs the salary floor,
 * or else a pension provision (not asked: to show). A salary stated under the floor leaves only
 * the provision to show (walk-through 96b m05). Unanswered at 40 or over, the rule may apply:
 * weighed as if it did. The nursing card is § 18a too, so it weighs the same.
 */
function olderWorkerSalary(answers: CompleteAnswers, year: number): Weighed[] {
  if (!mayBeFrom45(answers) || !answers.jobOffer) return [];
  if (salaryReaches(answers, 'olderWorkerSalary', year)) return [check('olderWorkerSalary', true)];
  return [toProve(answers.salary === undefined ? 'olderWorkerSalary' : 'olderWorkerPension')];
}

/**
 * §§ 18a, 18b AufenthG: a qualification recognised in Germany (a degree comparable in anabin is
 * enough); since November 2023 any qualified employment, not only one in the field learnt.
 */
function skilledWorker(answers: WeighedAnswers, year: number): Weighed[] {
  const recognised: Weighed = {
    id: 'qualificationRecognised',
    state: recognitionState(answers, ['degree', 'vocational']),
  };
  const conditions = [recognised, check('qualifiedJobOffer', answers.jobOffer)];
  // A nurse needs the licence to practise as well (§ 18 (2) no. 3): German B2 as on the nursing
  // card; the recognition is the condition above. Another qualification, however recognised,
  // gives no licence for a nursing job (§ 2 PflBG, 65c).
  const nurse = answers.occupation === 'nursing';
  if (workingOccupation(answers) === 'nursing' && nurse) conditions.push(nursingGerman(answers));
  else if (listsLicence(answers)) conditions.push(licenceRow(answers));
  return [...conditions, ...olderWorkerSalary(answers, year)];
}

/**
 * Whether the licence is a row of the Blue Card and §§ 18a/18b, which weigh the qualification
 * already: for a nurse (its licence is made of recognition and German), and where the work may be
 * a regulated profession the visitor did not rule out (an engineer's Blue Card has no such row).
 */
const listsLicence = (answers: WeighedAnswers) =>
  workingOccupation(answers) === 'nursing' ||
  (licenceAsked(answers) && answers.licence !== 'notRegulated');

/**
 * The occupation may be regulated (`asksLicence`) and the chat did not tell by its name
 * (`regulated`).
 */
const licenceAsked = (answers: WeighedAnswers) =>
  answers.regulated === undefined && asksLicence(answers);

/**
 * § 18 (2) no. 3 AufenthG: a licence to practise "granted or promised, where one is required".
 * Nursing is regulated: without full recognition and German B2 there is no licence (§ 2 PflBG);
 * its row (`nursingLicence`) says so, and the row of every other profession does not speak of
 * nursing.
 * "Another occupation in short supply" and the Blue Card's list hold regulated professions (a
 * doctor, a pharmacist) beside unregulated ones (an engineer, a chemist): the form asks which
 * (`licence`), the chat reads the occupation's name (`regulated`, whose licence it weighs itself).
 * A licence not held yet is to show on every route, § 19c (2) too: § 18 (2) no. 3 asks of each
 * title of the chapter a licence "erteilt … oder zugesagt", granted or promised, and § 6 BeschV
 * adds nothing stricter (95a W2). Unanswered or "I don't know" leaves it to show.
 */
function licenceRow(answers: WeighedAnswers): Weighed {
  if (workingOccupation(answers) === 'nursing') {
    return check(
      'nursingLicence',
      nursingLicenceRows(answers).every((condition) => condition.state === 'met'),
    );
  }
  if (!licenceAsked(answers)) return check('licenceToPractise', true);
  const licence = answers.licence;
  if (licence === 'held' || licence === 'notRegulated') return check('licenceToPractise', true);
  return toProve('licenceToPractise');
}

/** Whether a row is the licence to practise: a nurse's or another regulated profession's. */
export const isLicenceRow = (id: ConditionId) =>
  id === 'licenceToPractise' || id === 'nursingLicence';

/**
 * § 19c (2) AufenthG with § 6 BeschV: no recognition in Germany, but two years' experience and a
 * salary floor, or, under it, an employer bound by a collective agreement that pays its wage.
 * A qualification at home, except for work in information and communication technology, which
 * § 6 BeschV lets an IT specialist take without one. Not for professions regulated in Germany
 * without their licence. From 45, a higher salary or a pension provision (§ 1 (2) BeschV).
 */
function experience(answers: WeighedAnswers, year: number): Weighed[] {
  const underFloor = answers.jobOffer && !salaryReaches(answers, 'experienceSalary', year);
  const agreement = answers.collectiveAgreement;
  // A job whose salary is not given (the chat: "does the employer have to pay a minimum?") is
  // not under the floor: its salary is to show, unless the employer pays by an agreement.
  const unpaid = answers.jobOffer && answers.salary === undefined && agreement !== 'yes';
  const pay: Weighed = unpaid
    ? toProve('experienceSalary')
    : !underFloor
      ? check('experienceSalary', answers.jobOffer)
      : agreement === undefined || agreement === 'unknown'
        ? toProve('collectiveAgreement')
        : check('collectiveAgreement', agreement === 'yes');
  const itWithout = !hasQualification(answers) && workingOccupation(answers) === 'it';
  // § 6 BeschV: experience that prepares for the job offered.
  const jobYears = experienceForJob(answers);
  return [
    itWithout
      ? check('itOccupation', true)
      : check('qualificationAtHome', hasQualification(answers)),
    // Not asked (a school leaver who is no IT specialist): what the route needs, not a verdict.
    jobYears === undefined
      ? toProve('experienceTwoOfFive')
      : check('experienceTwoOfFive', hasExperience(jobYears, 'twoOfFive')),
    licenceRow(answers),
    check('jobOffer', answers.jobOffer),
    pay,
    ...olderWorkerSalary(answers, year),
  ];
}

/**
 * The answers a route is weighed with: the check's, and what only the chat can know. The page
 * does not ask for a training contract and leaves it to show; a visitor may tell the chat.
 */
export interface WeighedAnswers
  extends CompleteAnswers, Pick<FieldApart, 'qualificationField' | 'experienceOutsideField'> {
  trainingContract?: boolean;
  /** Whether the occupation is regulated in Germany, where the chat read it from its name. */
  regulated?: boolean;
}

const evaluators: Record<PathwayId, (answers: WeighedAnswers, year: number) => Weighed[]> = {
  blueCard,
  skilledWorker,
  experience,
  // § 20a AufenthG: directly for a skilled worker (§ 18 (3)), otherwise by points.
  opportunityCard: (answers) =>
    skilledWorkerRecognition(answers)
      ? [check('qualificationRecognised', true), toProve('funds')]
      : [
          check('qualificationAtHome', hasQualification(answers)),
          check('languageMinimum', atLeast(answers.german, 'A1') || atLeast(answers.english, 'B2')),
          check('points', opportunityCardPoints(answers).enough),
          toProve('funds'),
        ],
  // § 16d (3) AufenthG: work in Germany while the recognition is completed there.
  recognitionPartnership: (answers) => [
    check('qualificationAtHome', hasQualification(answers)),
    // The recognition is of the qualification for the job: no other makes a nurse (65c).
    ...(workingOccupation(answers) === 'nursing' && answers.occupation !== 'nursing'
      ? [check('nursingJobQualification', false)]
      : []),
    // Fully recognised, the visitor is a skilled worker already (§§ 18a, 18b).
    check('recognitionOpen', !fullyRecognised(answers)),
    check('germanA2', atLeast(answers.german, 'A2')),
    check('jobOffer', answers.jobOffer),
    toProve('partnershipAgreement'),
  ],
  // § 16d (1) AufenthG: come for the measures a notice of partial recognition names (an
  // adaptation course, an exam), the route of a nurse whose recognition is partial. The statute
  // asks for the notice itself ("festgestellt wurde"): without a procedure there is none yet.
  recognitionMeasures: (answers) => [
    check('qualificationAtHome', hasQualification(answers)),
    check('recognitionNotice', hasQualification(answers) && answers.recognition === 'partial'),
    toProve('recognitionMeasure'),
    measureGerman(answers),
    toProve('livingCosts'),
  ],
  // Nursing is regulated: the licence (§ 2 PflBG) needs the recognised qualification and German.
  nursing: (answers, year) => [
    check('nursingQualification', answers.occupation === 'nursing' && hasQualification(answers)),
    ...nursingLicenceRows(answers),
    check('jobOffer', answers.jobOffer),
    ...olderWorkerSalary(answers, year),
  ],
  // § 16b AufenthG: admission (directly or after a Studienkolleg), the language the programme
  // asks (checked at admission, or learnt in a preparatory course the visa also covers), a
  // blocked account: nothing the answers can settle, all to show.
  study: () => [toProve('admission'), toProve('studyLanguage'), toProve('blockedAccount')],
  // § 17 (2) AufenthG: apply for a place from Germany, for up to nine months. A university
  // degree gives access to a master's; a school certificate may or may not give it: to show.
  studyApplication: (answers) => [
    answers.qualification === 'degree'
      ? check('universityEntrance', true)
      : toProve('universityEntrance'),
    toProve('studyLanguage'),
    toProve('livingCosts'),
  ],
  // § 16a AufenthG: a training contract (to show unless the visitor said they have one, or
  // not); for training in a company the Federal Employment Agency's approval (§ 16a (1) with
  // § 39), which no answer settles, so even a signed contract leaves the route to show; German
  // B1 unless the school checked the visitor's German or a preparatory German course comes first
  // (§ 16a (3)); living costs covered.
  vocationalTraining: (answers) => [
    // A contract not signed yet is what the visa asks next, not a reason the route is closed.
    answers.trainingContract ? check('trainingContract', true) : toProve('trainingContract'),
    toProve('trainingApproval'),
    atLeast(answers.german, 'B1') ? check('trainingGerman', true) : toProve('trainingGerman'),
    toProve('livingCosts'),
  ],
  // § 17 (1) AufenthG: under 35, German at B1, a school leaving certificate that gives access to
  // university (in Germany or where it was earned, or from a German school abroad), living costs
  // covered. The check does not ask which certificate the visitor has, and a degree or training
  // does not say it: to show.
  trainingSearch: (answers) => [
    toProve('schoolCertificate'),
    check('ageUnder35', answers.age === 'under35'),
    check('germanB1', atLeast(answers.german, 'B1')),
    toProve('livingCosts'),
  ],
};

/** The statute a route's condition comes from: its own where it has one, else the route's. */
export const conditionLaw = (route: PathwayId, condition: ConditionId): Statute => {
  const { law, conditions, instead } = pathwayRules[route];
  return conditions[condition] ?? instead?.[condition] ?? law;
};

/**
 * A route's result for conditions already weighed: the chat marks a condition "to show" when it
 * depends on a fact the visitor did not give, and the verdict follows from the conditions.
 */
export const resultOf = (id: PathwayId, conditions: Condition[]): PathwayResult => ({
  id,
  open: unmetCount(conditions) === 0,
  status: statusOf(conditions),
  conditions,
});

/** One route's conditions for these answers, each with its statute. */
export function evaluatePathway(
  id: PathwayId,
  answers: WeighedAnswers,
  year: number,
): PathwayResult {
  const conditions = evaluators[id](relevant(answers), year).map((weighed) => ({
    ...weighed,
    law: conditionLaw(id, weighed.id),
  }));
  return resultOf(id, conditions);
}

/**
 * The routes of § 16d serve a recognition still to complete: with full recognition they are no
 * route for the visitor at all (§§ 18a, 18b are), so the result leaves them out rather than list
 * them as missing.
 */
const forRecognitionToComplete: readonly PathwayId[] = [
  'recognitionPartnership',
  'recognitionMeasures',
];

/** Whether a route belongs in the result for these answers at all. */
export const routeApplies = (id: PathwayId, answers: CompleteAnswers) =>
  !(forRecognitionToComplete.includes(id) && fullyRecognised(relevant(answers)));

/** The routes in the order that fits each goal. */
export const goalOrder: Record<Goal, readonly PathwayId[]> = {
  work: [
    'blueCard',
    'skilledWorker',
    'experience',
    'opportunityCard',
    'recognitionPartnership',
    'recognitionMeasures',
    'nursing',
    'vocationalTraining',
    'trainingSearch',
    'study',
    'studyApplication',
  ],
  nursing: [
    'nursing',
    'recognitionMeasures',
    'recognitionPartnership',
    'skilledWorker',
    'opportunityCard',
    'blueCard',
    'experience',
    'vocationalTraining',
    'trainingSearch',
    'study',
    'studyApplication',
  ],
  study: [
    'study',
    'studyApplication',
    'trainingSearch',
    'vocationalTraining',
    'opportunityCard',
    'blueCard',
    'skilledWorker',
    'experience',
    'recognitionPartnership',
    'recognitionMeasures',
    'nursing',
  ],
  training: [
    'vocationalTraining',
    'trainingSearch',
    'study',
    'studyApplication',
    'opportunityCard',
    'recognitionPartnership',
    'recognitionMeasures',
    'skilledWorker',
    'experience',
    'blueCard',
    'nursing',
  ],
};

const workRoutes: readonly PathwayId[] = [
  'blueCard',
  'skilledWorker',
  'experience',
  'opportunityCard',
  'recognitionPartnership',
  'recognitionMeasures',
  'nursing',
];

/**
 * The routes that serve each goal: the result counts these, and shows the others after them for
 * reference (a student may also read what working would take).
 */
export const goalRoutes: Record<Goal, readonly PathwayId[]> = {
  work: workRoutes,
  nursing: workRoutes,
  study: ['study', 'studyApplication'],
  training: ['vocationalTraining', 'trainingSearch'],
};

/** A visitor's goal, and the occupation that may make the nursing route one of its routes. */
type GoalOf = { goal: Goal; occupation?: CompleteAnswers['occupation'] };

/**
 * The routes that serve this visitor's goal: the nursing route serves the goal to work only for
 * a nurse; for anyone else it is shown among the others, for reference.
 */
export function routesForGoal(answers: GoalOf): readonly PathwayId[] {
  const routes = goalRoutes[answers.goal];
  return inNursing(answers) ? routes : routes.filter((id) => id !== 'nursing');
}

const statusRank: Record<RouteStatus, number> = { possible: 0, toShow: 1, missing: 2 };

/**
 * Every route that applies (`routeApplies`) with its conditions for these answers: the goal's
 * routes first, then the others; within each, the possible ones, then those with something to
 * show, then the rest, in goal order.
 */
export function evaluatePathways(answers: CompleteAnswers, year: number): PathwayResult[] {
  const forGoal = routesForGoal(answers);
  const rank = (result: PathwayResult) =>
    (forGoal.includes(result.id) ? 0 : 10) + statusRank[result.status];
  return goalOrder[answers.goal]
    .filter((id) => routeApplies(id, answers))
    .map((id) => evaluatePathway(id, answers, year))
    .map((result, index) => ({ result, index }))
    .sort((a, b) => rank(a.result) - rank(b.result) || a.index - b.index)
    .map(({ result }) => result);
}

/**
 * Whether the points box belongs in a result: not for a visitor who needs no points (full
 * recognition opens the Opportunity Card directly), cannot use them (no qualification) or wants
 * to study.
 */
export const showsPoints = (answers: CompleteAnswers) =>
  answers.goal !== 'study' && pointsMatter(relevant(answers));

/** How many routes are possible, and possible once shown. */
export interface RouteTally {
  possible: number;
  toShow: number;
}

/**
 * The result's summary, counted from the very results the cards show: the routes for the
 * visitor's goal, and the other routes shown after them, so no sentence contradicts a card.
 */
export function tallyRoutes(
  results: readonly PathwayResult[],
  answers: GoalOf,
): { forGoal: RouteTally; others: RouteTally } {
  const forGoal = routesForGoal(answers);
  const count = (mine: boolean): RouteTally => {
    const group = results.filter((result) => forGoal.includes(result.id) === mine);
    return {
      possible: group.filter((result) => result.status === 'possible').length,
      toShow: group.filter((result) => result.status === 'toShow').length,
    };
  };
  return { forGoal: count(true), others: count(false) };
}
