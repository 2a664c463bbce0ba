/**
 * The routes to Germany the check weighs, their conditions, and which of them the answers meet.
 * General rules only: the authorities and the embassy decide each case.
 */
import {
  atLeast,
  experienceAtLeast,
  hasQualification,
  type CompleteAnswers,
  type Goal,
} from '../../../shared/germanyCheck/answers';
import { figureFor, type FigureId, type SourceId } from '../../../config/germanRules';
import { isShortageOccupation, opportunityCardPoints } from '../../../shared/germanyCheck/points';

export const pathwayIds = [
  'blueCard',
  'skilledWorker',
  'experience',
  'opportunityCard',
  'recognitionPartnership',
  'nursing',
  'study',
  'vocationalTraining',
  'trainingSearch',
] as const;
export type PathwayId = (typeof pathwayIds)[number];

export type ConditionId =
  | 'degreeRecognised'
  | 'itExperience'
  | 'jobOffer'
  | 'blueCardSalary'
  | 'blueCardReducedSalary'
  | 'qualificationRecognised'
  | 'qualificationAtHome'
  | 'experienceTwoOfFive'
  | 'unregulatedOccupation'
  | 'experienceSalary'
  | 'languageMinimum'
  | 'points'
  | 'funds'
  | 'germanA2'
  | 'partnershipAgreement'
  | 'nursingQualification'
  | 'nursingRecognition'
  | 'germanB2'
  | 'admission'
  | 'studyLanguage'
  | 'blockedAccount'
  | 'germanB1'
  | 'trainingContract'
  | 'ageUnder35'
  | 'schoolCertificate'
  | 'livingCosts';

/**
 * `met` and `unmet` follow from the answers; `toProve` is a condition the check does not ask
 * about (an admission, a contract, money in an account): the visitor will need to show it.
 */
export type ConditionState = 'met' | 'unmet' | 'toProve';

export interface Condition {
  id: ConditionId;
  state: ConditionState;
}

/** The dated figures a condition names, in the order its copy names them. */
export const conditionFigures: Partial<Record<ConditionId, readonly FigureId[]>> = {
  blueCardSalary: ['blueCardSalary'],
  blueCardReducedSalary: ['blueCardReducedSalary'],
  experienceSalary: ['experienceSalary'],
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
  nursing: 'recognition',
  study: 'blockedAccount',
  vocationalTraining: 'skilledImmigrationAct',
  trainingSearch: 'skilledImmigrationAct',
};

/** Each route's conditions as the page explains them before any answer. */
export const pathwayConditions: Record<PathwayId, readonly ConditionId[]> = {
  blueCard: ['degreeRecognised', 'jobOffer', 'blueCardSalary'],
  skilledWorker: ['qualificationRecognised', 'jobOffer'],
  experience: [
    'qualificationAtHome',
    'experienceTwoOfFive',
    'unregulatedOccupation',
    'jobOffer',
    'experienceSalary',
  ],
  opportunityCard: ['qualificationAtHome', 'languageMinimum', 'points', 'funds'],
  recognitionPartnership: ['qualificationAtHome', 'germanA2', 'jobOffer', 'partnershipAgreement'],
  nursing: ['nursingQualification', 'nursingRecognition', 'germanB2', 'jobOffer'],
  study: ['admission', 'studyLanguage', 'blockedAccount'],
  vocationalTraining: ['trainingContract', 'germanB1'],
  trainingSearch: ['schoolCertificate', 'ageUnder35', 'germanB1', 'livingCosts'],
};

export interface PathwayResult {
  id: PathwayId;
  /** No condition is unmet: the route is possible with these answers. */
  open: boolean;
  conditions: Condition[];
}

const check = (id: ConditionId, met: boolean): Condition => ({
  id,
  state: met ? 'met' : 'unmet',
});
const toProve = (id: ConditionId): Condition => ({ id, state: 'toProve' });
const unmetCount = (conditions: readonly Condition[]) =>
  conditions.filter((condition) => condition.state === 'unmet').length;

/** A job offer whose gross annual salary reaches the year's figure. */
const salaryReaches = (answers: CompleteAnswers, figure: FigureId, year: number) =>
  answers.jobOffer &&
  answers.salary !== undefined &&
  answers.salary >= figureFor(figure, year).amount;

/**
 * EU Blue Card (§ 18g AufenthG): a degree recognised or comparable, or, for IT specialists, three
 * years' experience in the last seven; a job offer; a salary at the year's threshold, the lower
 * one for shortage occupations, graduates of the last three years and IT specialists.
 */
function blueCard(answers: CompleteAnswers, year: number): Condition[] {
  const reduced =
    isShortageOccupation(answers.occupation) ||
    (answers.qualification === 'degree' && answers.recentGraduate);
  const salary: ConditionId = reduced ? 'blueCardReducedSalary' : 'blueCardSalary';
  const byDegree = [
    check('degreeRecognised', answers.qualification === 'degree' && answers.recognition === 'full'),
    check('jobOffer', answers.jobOffer),
    check(salary, salaryReaches(answers, salary, year)),
  ];
  if (answers.occupation !== 'it') return byDegree;
  const byExperience = [
    check('itExperience', experienceAtLeast(answers.experience, 'threeOfSeven')),
    check('jobOffer', answers.jobOffer),
    check('blueCardReducedSalary', salaryReaches(answers, 'blueCardReducedSalary', year)),
  ];
  // The route nearer to open; on a tie, the degree route for a degree, the IT route without one.
  const [degreeGap, experienceGap] = [unmetCount(byDegree), unmetCount(byExperience)];
  const preferExperience =
    experienceGap < degreeGap ||
    (experienceGap === degreeGap && answers.qualification !== 'degree');
  return preferExperience ? byExperience : byDegree;
}

const fullyRecognised = (answers: CompleteAnswers) =>
  hasQualification(answers) && answers.recognition === 'full';

const evaluators: Record<PathwayId, (answers: CompleteAnswers, year: number) => Condition[]> = {
  blueCard,
  // §§ 18a and 18b AufenthG: a qualification recognised in Germany and a job offer.
  skilledWorker: (answers) => [
    check('qualificationRecognised', fullyRecognised(answers)),
    check('jobOffer', answers.jobOffer),
  ],
  // § 19c (2) AufenthG: no recognition in Germany, but two years' experience and a salary floor;
  // not for professions regulated in Germany, such as nursing.
  experience: (answers, year) => [
    check('qualificationAtHome', hasQualification(answers)),
    check('experienceTwoOfFive', experienceAtLeast(answers.experience, 'twoOfFive')),
    check('unregulatedOccupation', answers.occupation !== 'nursing'),
    check('jobOffer', answers.jobOffer),
    check('experienceSalary', salaryReaches(answers, 'experienceSalary', year)),
  ],
  // § 20a AufenthG: directly with a fully recognised qualification, otherwise by points.
  opportunityCard: (answers) =>
    fullyRecognised(answers)
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
    check('germanA2', atLeast(answers.german, 'A2')),
    check('jobOffer', answers.jobOffer),
    toProve('partnershipAgreement'),
  ],
  nursing: (answers) => [
    check('nursingQualification', answers.occupation === 'nursing' && hasQualification(answers)),
    check('nursingRecognition', answers.occupation === 'nursing' && fullyRecognised(answers)),
    check('germanB2', atLeast(answers.german, 'B2')),
    check('jobOffer', answers.jobOffer),
  ],
  // § 16b AufenthG: admission (directly or after a Studienkolleg), language, a blocked account.
  study: () => [toProve('admission'), toProve('studyLanguage'), toProve('blockedAccount')],
  // § 16a AufenthG: a training contract and, as a rule, German at B1.
  vocationalTraining: (answers) => [
    toProve('trainingContract'),
    check('germanB1', atLeast(answers.german, 'B1')),
  ],
  // § 17 AufenthG: under 35, German at B1, a school leaving certificate, living costs covered.
  trainingSearch: (answers) => [
    check('schoolCertificate', true),
    check('ageUnder35', answers.age === 'under35'),
    check('germanB1', atLeast(answers.german, 'B1')),
    toProve('livingCosts'),
  ],
};

/** The routes in the order that fits each goal. */
export const goalOrder: Record<Goal, readonly PathwayId[]> = {
  work: [
    'blueCard',
    'skilledWorker',
    'experience',
    'opportunityCard',
    'recognitionPartnership',
    'nursing',
    'vocationalTraining',
    'trainingSearch',
    'study',
  ],
  nursing: [
    'nursing',
    'recognitionPartnership',
    'skilledWorker',
    'opportunityCard',
    'blueCard',
    'experience',
    'vocationalTraining',
    'trainingSearch',
    'study',
  ],
  study: [
    'study',
    'trainingSearch',
    'vocationalTraining',
    'opportunityCard',
    'blueCard',
    'skilledWorker',
    'experience',
    'recognitionPartnership',
    'nursing',
  ],
  training: [
    'vocationalTraining',
    'trainingSearch',
    'study',
    'opportunityCard',
    'recognitionPartnership',
    'skilledWorker',
    'experience',
    'blueCard',
    'nursing',
  ],
};

/** Every route with its conditions for these answers: the open ones first, each in goal order. */
export function evaluatePathways(answers: CompleteAnswers, year: number): PathwayResult[] {
  const results = goalOrder[answers.goal].map((id) => {
    const conditions = evaluators[id](answers, year);
    return { id, open: unmetCount(conditions) === 0, conditions };
  });
  return [...results.filter((r) => r.open), ...results.filter((r) => !r.open)];
}
