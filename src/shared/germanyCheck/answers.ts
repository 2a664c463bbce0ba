/**
 * The visitor's answers to the check's questions: the options of each question, in the order
 * the form shows them, and what counts as a complete set of answers.
 */

export const goals = ['work', 'study', 'training', 'nursing'] as const;
/** Highest qualification: a university degree, vocational training of two years or more, school. */
export const qualifications = ['degree', 'vocational', 'school'] as const;
/** Whether the qualification is recognised in Germany: fully (or comparable), partially, not checked. */
export const recognitions = ['full', 'partial', 'notChecked'] as const;
export const occupations = ['it', 'nursing', 'shortage', 'other'] as const;
/**
 * Professional experience in the visitor's field, as the rules count it. Each band includes the
 * ones before it: three of the last seven years counts only with two of them in the last five
 * (the form says so), and five of the last seven always includes three of the last five.
 */
export const experiences = ['none', 'twoOfFive', 'threeOfSeven', 'fiveOfSeven'] as const;
/** Levels of the Common European Framework of Reference for Languages. */
export const languageLevels = ['none', 'A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
/** § 20b AufenthG counts age in three bands: under 35, 35 to 39, 40 or over. */
export const ageBands = ['under35', 'from35to39', 'from40'] as const;
/** Whether the employer is bound by a collective agreement (Tarifvertrag) and pays its wage. */
export const collectiveAgreements = ['yes', 'no', 'unknown'] as const;

export type Goal = (typeof goals)[number];
export type Qualification = (typeof qualifications)[number];
export type Recognition = (typeof recognitions)[number];
export type Occupation = (typeof occupations)[number];
export type Experience = (typeof experiences)[number];
export type LanguageLevel = (typeof languageLevels)[number];
export type AgeBand = (typeof ageBands)[number];
export type CollectiveAgreement = (typeof collectiveAgreements)[number];

/**
 * Everything the check asks. The choices start unanswered; the yes/no questions start at no
 * (except "45 or older?", which decides a salary floor and so starts unanswered) and the salary
 * is asked only with a job offer.
 */
export interface Answers {
  goal?: Goal;
  qualification?: Qualification;
  /** Asked for a degree or vocational training; a school leaver has nothing to recognise. */
  recognition?: Recognition;
  /** A degree earned in the last three years (the Blue Card's lower salary threshold). */
  recentGraduate: boolean;
  jobOffer: boolean;
  /** Gross annual salary of the job offer, in euros. */
  salary?: number;
  /**
   * With a job offer: whether the employer pays under a collective agreement, which § 19c (2)
   * accepts instead of its salary floor. Optional: unanswered is "do not know".
   */
  collectiveAgreement?: CollectiveAgreement;
  occupation?: Occupation;
  experience?: Experience;
  german?: LanguageLevel;
  english?: LanguageLevel;
  age?: AgeBand;
  /**
   * Asked of a visitor of 40 or over: 45 or older (§ 18 (2) no. 5 AufenthG). Unanswered until
   * the visitor says: a default of "no" would hide the rule from someone who scrolled past.
   */
  from45?: boolean;
  /**
   * A legal stay in Germany of six months or more in the last five years (§ 20b AufenthG); a
   * tourist visit never counts.
   */
  germanStay: boolean;
  /** A spouse or partner who also meets the Opportunity Card's requirements and comes along. */
  partner: boolean;
}

export const emptyAnswers: Answers = {
  recentGraduate: false,
  jobOffer: false,
  germanStay: false,
  partner: false,
};

/** The questions asked only of some visitors. */
type Conditional =
  'recognition' | 'salary' | 'collectiveAgreement' | 'occupation' | 'experience' | 'from45';

/** Answers with every question the rules need answered. */
export type CompleteAnswers = Required<Omit<Answers, Conditional>> & Pick<Answers, Conditional>;

/** Whether a degree or vocational training was named: only then do recognition and points apply. */
export const hasQualification = (answers: Pick<Answers, 'qualification'>) =>
  answers.qualification === 'degree' || answers.qualification === 'vocational';

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
 * The answers the rules weigh: an answer to a question that no longer applies (an occupation
 * given before switching to "school leaver", a salary before removing the job offer) is dropped.
 */
export function relevant<T extends Answers>(answers: T): T {
  const kept = { ...answers };
  if (!hasQualification(answers)) delete kept.recognition;
  if (answers.qualification !== 'degree') kept.recentGraduate = false;
  if (!answers.jobOffer) {
    delete kept.salary;
    delete kept.collectiveAgreement;
  }
  if (!asksOccupation(answers)) delete kept.occupation;
  if (!asksExperience(answers)) delete kept.experience;
  if (answers.age !== 'from40') delete kept.from45;
  return kept;
}

/** Which questions still wait for an answer, in form order. */
export function unanswered(answers: Answers): (keyof Answers)[] {
  const missing: (keyof Answers)[] = [];
  if (!answers.goal) missing.push('goal');
  if (!answers.qualification) missing.push('qualification');
  if (hasQualification(answers) && !answers.recognition) missing.push('recognition');
  if (asksOccupation(answers) && !answers.occupation) missing.push('occupation');
  if (asksExperience(answers) && !answers.experience) missing.push('experience');
  if (answers.jobOffer && answers.salary === undefined) missing.push('salary');
  if (!answers.german) missing.push('german');
  if (!answers.english) missing.push('english');
  if (!answers.age) missing.push('age');
  if (answers.age === 'from40' && answers.from45 === undefined) missing.push('from45');
  return missing;
}

export function isComplete(answers: Answers): answers is CompleteAnswers {
  return unanswered(answers).length === 0;
}

/** Whether a level is at least another one (`none` is below A1). */
export const atLeast = (level: LanguageLevel, minimum: LanguageLevel) =>
  languageLevels.indexOf(level) >= languageLevels.indexOf(minimum);

/** Whether the experience band includes another one. */
export const experienceAtLeast = (band: Experience, minimum: Experience) =>
  experiences.indexOf(band) >= experiences.indexOf(minimum);

/**
 * Whether the rule for 45 and over may apply: yes when the visitor said so, and also when they
 * are 40 or over and did not say (the chat may know only "over 40"), so the rule is never
 * silently dropped.
 */
export const mayBeFrom45 = (answers: Pick<Answers, 'age' | 'from45'>) =>
  answers.age === 'from40' && answers.from45 !== false;
