/**
 * The visitor's answers to the check's questions: the options of each question, in the order
 * the form shows them, and what counts as a complete set of answers.
 */
import { figureFor } from '../../config/germanRules';

export const goals = ['work', 'study', 'training', 'nursing'] as const;
/** Highest qualification: a university degree, vocational training of two years or more, school. */
export const qualifications = ['degree', 'vocational', 'school'] as const;
/**
 * Whether the qualification is recognised in Germany: fully (or, for a degree, comparable in
 * anabin or by the ZAB), partially, not checked. `comparable` is asked of a nurse with a degree
 * only (`asksComparable`): her degree comparable makes her a skilled worker (§ 18 (3) no. 2
 * AufenthG, so the Opportunity Card needs no points), while the nursing recognition that makes
 * her licence is still to come. Links carry an option by its name.
 */
export const recognitions = ['full', 'comparable', 'partial', 'notChecked'] as const;
/**
 * The occupation, as the rules tell occupations apart: IT (ISCO-08 groups 25 and 133, IT managers
 * too, as § 18g (2) AufenthG names both) and nursing have rules of their own; `shortage` is an
 * occupation in short supply on the Blue Card's list, such as engineering, medicine, pharmacy,
 * physiotherapy or teaching, and `blueCardList` the rest of that list (natural scientists,
 * mathematicians, architects, other health professions, managers in production, logistics,
 * health or education, …): both bring the Blue Card's lower threshold and the Opportunity Card's
 * point (`onBlueCardList`); `shortageOffList` is a skilled trade or social work (an electrician,
 * a plumber, a social worker), in short supply but off that list: neither. Links carry an option
 * by its name, so adding or reordering one leaves earlier links as they were; the page lists them
 * in this order.
 */
export const occupations = [
  'it',
  'nursing',
  'shortage',
  'blueCardList',
  'shortageOffList',
  'other',
] as const;

/**
 * The occupations of the ISCO-08 groups § 18g (1) sentence 2 no. 1 AufenthG lists (132, 133, 134,
 * 21, 221, 222, 225, 226, 23 and 25): IT (25, 133), nursing (222), the shortage occupations the
 * check names (engineering 214, medicine 221, teaching 23) and the rest of those groups
 * (`blueCardList`). They bring the Blue Card's lower threshold and, for a qualification in them,
 * the Opportunity Card's point of § 20b (1) no. 8, which names these groups. Every check option
 * but `shortageOffList` and `other`.
 */
export const onBlueCardList = (occupation: Occupation | undefined) =>
  occupation === 'it' ||
  occupation === 'nursing' ||
  occupation === 'shortage' ||
  occupation === 'blueCardList';
/**
 * Professional experience in the visitor's field, as one of five answers that exclude each other,
 * because the rules count three spans that do not nest: two years in the last five (§ 20b
 * AufenthG: 2 points; § 6 BeschV for § 19c (2)), three in the last seven (§ 18g (2): an IT
 * specialist's Blue Card without a degree) and five in the last seven (§ 20b: 3 points).
 * - `none`: under two in the last five and under three in the last seven;
 * - `twoOfFive`: two or more in the last five, under three in the last seven;
 * - `threeOfSevenEarlier`: three or more in the last seven, under two of them in the last five
 *   (years worked some time ago);
 * - `threeOfSeven`: three or more (under five) in the last seven, two or more in the last five;
 * - `fiveOfSeven`: five or more in the last seven, which always holds three in the last five.
 * The first four kept their meaning from earlier links ("choose the highest that is true").
 */
export const experiences = [
  'none',
  'twoOfFive',
  'threeOfSevenEarlier',
  'threeOfSeven',
  'fiveOfSeven',
] as const;
/** Levels of the Common European Framework of Reference for Languages. */
export const languageLevels = ['none', 'A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
/** § 20b AufenthG counts age in three bands: under 35, 35 to 39, 40 or over. */
export const ageBands = ['under35', 'from35to39', 'from40'] as const;
/** Whether the employer is bound by a collective agreement (Tarifvertrag) and pays its wage. */
export const collectiveAgreements = ['yes', 'no', 'unknown'] as const;
/**
 * Whether the work needs a licence to practise in Germany (§ 18 (2) no. 3 AufenthG: a licence
 * "granted or promised, where one is required"), and whether the visitor has it: `notRegulated`
 * (an engineer), `held` (the licence or its written promise), `notYet` (a doctor without the
 * Approbation), `unknown`.
 */
export const licences = ['notRegulated', 'held', 'notYet', 'unknown'] as const;

export type Goal = (typeof goals)[number];
export type Qualification = (typeof qualifications)[number];
export type Recognition = (typeof recognitions)[number];
export type Occupation = (typeof occupations)[number];
export type Experience = (typeof experiences)[number];
export type LanguageLevel = (typeof languageLevels)[number];
export type AgeBand = (typeof ageBands)[number];
export type CollectiveAgreement = (typeof collectiveAgreements)[number];
export type Licence = (typeof licences)[number];

/**
 * Everything the check asks. Every question, yes/no ones included, starts unanswered: a
 * preselected "no" would let a visitor skip a question without noticing. Some are asked only
 * where they matter (see `unanswered`); the salary only with a job offer.
 */
export interface Answers {
  goal?: Goal;
  qualification?: Qualification;
  /** Asked for a degree or vocational training; a school leaver has nothing to recognise. */
  recognition?: Recognition;
  /**
   * Asked with a degree: earned in the last three years (the Blue Card's lower salary
   * threshold).
   */
  recentGraduate?: boolean;
  jobOffer?: boolean;
  /**
   * The occupation of the job offered, which may not be the visitor's own (an engineer hired as a
   * sales clerk): § 18g AufenthG gives its lower threshold (1, sentence 2) and its route without a
   * degree (2) by the job in Germany, while § 20b's point goes by the qualification. Asked with a
   * job offer where it can change a result (`asksJobOccupation`).
   */
  jobOccupation?: Occupation;
  /**
   * Experience in the occupation of the job offered, where it is not the visitor's own (a law
   * graduate who works as a developer): § 6 BeschV asks for experience that prepares for the job
   * (§ 19c (2)), § 18g (2) for IT experience, while § 20b's points count the experience in the
   * qualification's field (`experience`). Asked where the two occupations differ
   * (`asksJobExperience`).
   */
  jobExperience?: Experience;
  /**
   * Whether the job offered is for at least six months (or has no end date): § 18g (3)
   * AufenthG asks it of the Blue Card's job offer. Asked where the Blue Card can follow
   * (`asksSixMonthContract`).
   */
  sixMonthContract?: boolean;
  /** Gross annual salary of the job offer, in euros. */
  salary?: number;
  /**
   * With a job offer: whether the employer pays under a collective agreement, which § 19c (2)
   * accepts instead of its salary floor. Asked to be answered only where it matters, a salary
   * under that floor (`asksCollectiveAgreement`); elsewhere unanswered is "do not know".
   */
  collectiveAgreement?: CollectiveAgreement;
  /**
   * Asked where the work may be a regulated profession (`asksLicence`): the occupations in short
   * supply and of the Blue Card's list hold doctors and pharmacists beside engineers and chemists.
   */
  licence?: Licence;
  occupation?: Occupation;
  experience?: Experience;
  german?: LanguageLevel;
  english?: LanguageLevel;
  age?: AgeBand;
  /**
   * 45 or older (§ 18 (2) no. 5 AufenthG), asked where the rule can change a result: 40 or over,
   * a qualification and a job offer (see `asksFrom45`). Unanswered (as in the chat, which may
   * know only "over 40"), the rule is weighed as if it applied (`mayBeFrom45`).
   */
  from45?: boolean;
  /**
   * Asked where points count: a legal stay in Germany of six months or more in the last five
   * years (§ 20b AufenthG); a tourist visit never counts.
   */
  germanStay?: boolean;
  /**
   * Asked where points count: a spouse or partner who also meets the Opportunity Card's
   * requirements and comes along.
   */
  partner?: boolean;
}

export const emptyAnswers: Answers = {};

/** The questions asked only of some visitors. */
type Conditional =
  | 'recognition'
  | 'recentGraduate'
  | 'jobOccupation'
  | 'jobExperience'
  | 'sixMonthContract'
  | 'salary'
  | 'collectiveAgreement'
  | 'licence'
  | 'occupation'
  | 'experience'
  | 'from45'
  | 'germanStay'
  | 'partner';

/** Answers with every question the rules need answered. */
export type CompleteAnswers = Required<Omit<Answers, Conditional>> & Pick<Answers, Conditional>;

/** Whether a degree or vocational training was named: only then do recognition and points apply. */
export const hasQualification = (answers: Pick<Answers, 'qualification'>) =>
  answers.qualification === 'degree' || answers.qualification === 'vocational';

/**
 * A recognition that makes a skilled worker under § 18 (3) AufenthG (the Opportunity Card
 * directly, § 20a (1) no. 1): a full one, or a nurse's degree comparable (`recognitions`).
 */
export const skilledWorkerRecognition = (answers: Pick<Answers, 'qualification' | 'recognition'>) =>
  hasQualification(answers) &&
  (answers.recognition === 'full' || answers.recognition === 'comparable');

/**
 * A nurse's degree comparable in anabin is asked apart from a full recognition: for anyone else
 * a comparable degree is the full option ("fully, or comparable according to anabin").
 */
export const asksComparable = (answers: Pick<Answers, 'qualification' | 'goal' | 'occupation'>) =>
  answers.qualification === 'degree' && inNursing(answers);

/** Whether the visitor is a nurse or wants to work in nursing: the rules and copy of nursing apply. */
export const inNursing = (answers: Pick<Answers, 'goal' | 'occupation'>) =>
  answers.goal === 'nursing' || answers.occupation === 'nursing';

/**
 * The occupation matters to a qualification (points, the Blue Card, nursing) and to anyone who
 * wants to work (an IT specialist needs no degree for the Blue Card); a school leaver who wants
 * to study or train is not asked.
 */
export const asksOccupation = (answers: Pick<Answers, 'qualification' | 'goal'>) =>
  answers.qualification !== 'school' || answers.goal === 'work' || answers.goal === 'nursing';

/** Experience counts with a qualification, and for an IT specialist without one. */
export const asksExperience = (answers: Pick<Answers, 'qualification' | 'goal' | 'occupation'>) =>
  answers.qualification !== 'school' || (asksOccupation(answers) && answers.occupation === 'it');

/**
 * The job's occupation changes a result for a qualification (the Blue Card's threshold, whether
 * the job fits, a licence to practise) and for an IT specialist without one (§ 18g (2) asks for a
 * job in IT); asked with a job offer.
 */
export const asksJobOccupation = (
  answers: Pick<Answers, 'qualification' | 'goal' | 'occupation' | 'jobOffer'>,
) =>
  answers.jobOffer === true &&
  asksOccupation(answers) &&
  (hasQualification(answers) || answers.occupation === 'it');

/**
 * Experience in the job's occupation is asked where that occupation is not the qualification's:
 * the experience in the qualification's field then says nothing of the job. Without a
 * qualification only a job in IT opens a route, and an IT specialist's experience is asked as
 * theirs.
 */
export const asksJobExperience = (
  answers: Pick<Answers, 'qualification' | 'goal' | 'occupation' | 'jobOffer' | 'jobOccupation'>,
) =>
  hasQualification(answers) &&
  asksJobOccupation(answers) &&
  answers.jobOccupation !== undefined &&
  answers.jobOccupation !== answers.occupation;

/** Whether the experience in the job's occupation was answered apart (the chat never asks it). */
export const jobExperienceApart = (answers: Answers) =>
  asksJobExperience(answers) && answers.jobExperience !== undefined;

/**
 * The experience the routes to a job weigh (§ 18g (2), § 19c (2)): in the job's occupation where
 * it was answered apart, the visitor's own otherwise.
 */
export const experienceForJob = (answers: Answers): Experience | undefined =>
  jobExperienceApart(answers) ? answers.jobExperience : answers.experience;

/**
 * The occupation the visitor will work in: the job offered's where it is asked and known; the
 * visitor's own otherwise (no job offer, or the chat told of a job without naming it).
 */
export const workingOccupation = (
  answers: Pick<Answers, 'qualification' | 'goal' | 'occupation' | 'jobOffer' | 'jobOccupation'>,
): Occupation | undefined =>
  (asksJobOccupation(answers) && answers.jobOccupation) || answers.occupation;

/**
 * The check's occupations that hold professions regulated in Germany (a doctor, a pharmacist, a
 * teacher at a public school, a lawyer, a state-recognised educator) beside ones that are not (an
 * engineer, a chemist, an accountant). Nursing, also regulated, has questions of its own
 * (recognition and German B2 make its licence); IT is not regulated.
 */
export const mayBeRegulated: readonly Occupation[] = [
  'shortage',
  'blueCardList',
  'shortageOffList',
  'other',
];

/**
 * Whether the work needs a licence changes the routes to work, which need a qualification (an IT
 * specialist without one works in no regulated profession): asked where the occupation worked in
 * may be regulated.
 */
export const asksLicence = (
  answers: Pick<Answers, 'qualification' | 'goal' | 'occupation' | 'jobOffer' | 'jobOccupation'>,
) => hasQualification(answers) && mayBeRegulated.includes(workingOccupation(answers) ?? 'other');

/**
 * The job's term changes a result only for the Blue Card (§ 18g (3) AufenthG), which follows a
 * job offer with a degree, or in IT without one (§ 18g (2)): asked there.
 */
export const asksSixMonthContract = (
  answers: Pick<Answers, 'qualification' | 'goal' | 'occupation' | 'jobOffer' | 'jobOccupation'>,
) =>
  answers.jobOffer === true &&
  (answers.qualification === 'degree' || workingOccupation(answers) === 'it');

/** Graduating in the last three years lowers the Blue Card's threshold: asked with a degree. */
export const asksRecentGraduate = (answers: Pick<Answers, 'qualification'>) =>
  answers.qualification === 'degree';

/**
 * The Opportunity Card's points count for a qualification not fully recognised in Germany (with
 * full recognition the card needs none; without a qualification there is no card): only then
 * are the items that give nothing but points (a stay, a partner) asked.
 */
export const pointsMatter = (answers: Pick<Answers, 'qualification' | 'recognition'>) =>
  hasQualification(answers) && !skilledWorkerRecognition(answers);

/**
 * "45 or older?" changes a result only where § 18 (2) no. 5 AufenthG or § 1 (2) BeschV can apply:
 * a first permit as a skilled worker (§§ 18a, 18b) or for work by experience (§ 19c (2)), which
 * need a job offer and a qualification, or, by experience, a job in IT. Everyone else is not
 * asked, so the question never holds back a result it cannot change.
 */
export const asksFrom45 = (
  answers: Pick<
    Answers,
    'age' | 'jobOffer' | 'qualification' | 'goal' | 'occupation' | 'jobOccupation'
  >,
) =>
  answers.age === 'from40' &&
  answers.jobOffer === true &&
  (hasQualification(answers) || workingOccupation(answers) === 'it');

/**
 * The collective agreement changes a result only where § 19c (2) weighs it and nothing else
 * rules the route out: a qualification (none for a job in IT, § 6 BeschV), two years' experience in the last five, no nursing
 * without its licence (full recognition and German B2), and a job offer whose salary is under
 * the route's floor for the year. There it must be answered ("I don't know" is an answer), so
 * the result never stands on a question the visitor skipped.
 */
export const asksCollectiveAgreement = (answers: Answers, year: number) => {
  const licensed =
    workingOccupation(answers) !== 'nursing' ||
    (answers.recognition === 'full' && atLeast(answers.german ?? 'none', 'B2'));
  return (
    (hasQualification(answers) || workingOccupation(answers) === 'it') &&
    hasExperience(experienceForJob(answers), 'twoOfFive') &&
    licensed &&
    answers.jobOffer === true &&
    answers.salary !== undefined &&
    answers.salary < figureFor('experienceSalary', year).amount
  );
};

/**
 * The answers the rules weigh, and the address keeps: an answer to a question that no longer
 * applies (an occupation given before switching to "school leaver", a salary before removing
 * the job offer, "45 or older" after choosing "under 35", a stay once points no longer count)
 * is dropped.
 */
export function relevant<T extends Answers>(answers: T): T {
  const kept = { ...answers };
  if (!hasQualification(answers)) delete kept.recognition;
  // A comparable degree of someone who is no nurse is the full option; vocational training is
  // never rated in anabin, so its recognition is asked again.
  if (answers.recognition === 'comparable' && !asksComparable(answers)) {
    if (answers.qualification === 'degree') kept.recognition = 'full';
    else delete kept.recognition;
  }
  if (!asksRecentGraduate(answers)) delete kept.recentGraduate;
  if (!answers.jobOffer) {
    delete kept.salary;
    delete kept.collectiveAgreement;
  }
  if (!asksOccupation(answers)) delete kept.occupation;
  if (!asksJobOccupation(answers)) delete kept.jobOccupation;
  if (!asksSixMonthContract(answers)) delete kept.sixMonthContract;
  if (!asksJobExperience(answers)) delete kept.jobExperience;
  if (!asksLicence(answers)) delete kept.licence;
  if (!asksExperience(answers)) delete kept.experience;
  if (!asksFrom45(answers)) delete kept.from45;
  if (!pointsMatter(answers)) {
    delete kept.germanStay;
    delete kept.partner;
  }
  return kept;
}

/** Which questions still wait for an answer, in form order, by the rules of `year`. */
export function unanswered(answers: Answers, year = new Date().getFullYear()): (keyof Answers)[] {
  const missing: (keyof Answers)[] = [];
  if (!answers.goal) missing.push('goal');
  if (!answers.qualification) missing.push('qualification');
  if (hasQualification(answers) && !answers.recognition) missing.push('recognition');
  if (asksRecentGraduate(answers) && answers.recentGraduate === undefined)
    missing.push('recentGraduate');
  if (asksOccupation(answers) && !answers.occupation) missing.push('occupation');
  if (asksExperience(answers) && !answers.experience) missing.push('experience');
  if (answers.jobOffer === undefined) missing.push('jobOffer');
  if (asksJobOccupation(answers) && !answers.jobOccupation) missing.push('jobOccupation');
  if (asksJobExperience(answers) && !answers.jobExperience) missing.push('jobExperience');
  if (asksLicence(answers) && !answers.licence) missing.push('licence');
  if (asksSixMonthContract(answers) && answers.sixMonthContract === undefined)
    missing.push('sixMonthContract');
  if (answers.jobOffer && answers.salary === undefined) missing.push('salary');
  if (asksCollectiveAgreement(answers, year) && !answers.collectiveAgreement) {
    missing.push('collectiveAgreement');
  }
  if (!answers.german) missing.push('german');
  if (!answers.english) missing.push('english');
  if (!answers.age) missing.push('age');
  if (asksFrom45(answers) && answers.from45 === undefined) missing.push('from45');
  if (pointsMatter(answers) && answers.germanStay === undefined) missing.push('germanStay');
  if (pointsMatter(answers) && answers.partner === undefined) missing.push('partner');
  return missing;
}

export function isComplete(
  answers: Answers,
  year = new Date().getFullYear(),
): answers is CompleteAnswers {
  return unanswered(answers, year).length === 0;
}

/** Whether a level is at least another one (`none` is below A1). */
export const atLeast = (level: LanguageLevel, minimum: LanguageLevel) =>
  languageLevels.indexOf(level) >= languageLevels.indexOf(minimum);

/** The spans of experience the rules count: at least two years in the last five, and so on. */
export type ExperienceSpan = 'twoOfFive' | 'threeOfSeven' | 'fiveOfSeven';

const spansOf: Record<Experience, readonly ExperienceSpan[]> = {
  none: [],
  twoOfFive: ['twoOfFive'],
  threeOfSevenEarlier: ['threeOfSeven'],
  threeOfSeven: ['twoOfFive', 'threeOfSeven'],
  fiveOfSeven: ['twoOfFive', 'threeOfSeven', 'fiveOfSeven'],
};

/** Whether the experience answered (none when not asked) covers a span the rules count. */
/**
 * Beside the form's answers, whose occupation is the visitor's one field: the field of a degree
 * where the chat reads work in another ("MBA, six years as a developer"). § 20b AufenthG gives
 * the shortage point by the qualification and the experience points for experience related to
 * it; the Blue Card asks for a job that fits the degree (`degreeField`).
 */
export interface FieldApart {
  occupation?: Occupation;
  qualificationField?: Occupation;
  /**
   * The work told lies outside the qualification's field though both are in one of the check's
   * classes ("Psychologin, arbeite als Verkäuferin": two occupations off its lists).
   */
  experienceOutsideField?: boolean;
}

/** The field of the visitor's qualification: their occupation, unless the chat read another. */
export const degreeField = (answers: FieldApart) =>
  answers.qualificationField ?? answers.occupation;

/** Whether the visitor's experience is in the field of their qualification (§ 20b AufenthG). */
export const experienceInField = (answers: FieldApart) =>
  answers.experienceOutsideField !== true &&
  (answers.qualificationField === undefined || answers.qualificationField === answers.occupation);

export const hasExperience = (band: Experience | undefined, span: ExperienceSpan) =>
  spansOf[band ?? 'none'].includes(span);

/**
 * Whether the rule for 45 and over may apply: where "45 or older?" is asked (`asksFrom45`), yes
 * when the visitor said so, and also when they did not say (the chat may know only "over 40"),
 * so the rule is never silently dropped. Where the question is not asked, the rule cannot
 * change a result, and no route speaks of it.
 */
export const mayBeFrom45 = (
  answers: Pick<Answers, 'age' | 'from45' | 'jobOffer' | 'qualification'>,
) => asksFrom45(answers) && answers.from45 !== false;
