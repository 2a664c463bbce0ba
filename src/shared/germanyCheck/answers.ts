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
export const ageBands = ['under35', 'from35to40', 'over40'] as const;

export type Goal = (typeof goals)[number];
export type Qualification = (typeof qualifications)[number];
export type Recognition = (typeof recognitions)[number];
export type Occupation = (typeof occupations)[number];
export type Experience = (typeof experiences)[number];
export type LanguageLevel = (typeof languageLevels)[number];
export type AgeBand = (typeof ageBands)[number];

/**
 * Everything the check asks. The choices start unanswered; the yes/no questions start at no
 * and the salary is asked only with a job offer.
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
  occupation?: Occupation;
  experience?: Experience;
  german?: LanguageLevel;
  english?: LanguageLevel;
  age?: AgeBand;
  /** A legal stay in Germany of six months or more in the last five years. */
  germanStay: boolean;
  /** A spouse or partner who also qualifies for the Opportunity Card and comes along. */
  partner: boolean;
}

export const emptyAnswers: Answers = {
  recentGraduate: false,
  jobOffer: false,
  germanStay: false,
  partner: false,
};

/** Answers with every question the rules need answered. */
export type CompleteAnswers = Required<Omit<Answers, 'recognition' | 'salary'>> &
  Pick<Answers, 'recognition' | 'salary'>;

/** Whether a degree or vocational training was named: only then do recognition and points apply. */
export const hasQualification = (answers: Pick<Answers, 'qualification'>) =>
  answers.qualification === 'degree' || answers.qualification === 'vocational';

/** Which questions still wait for an answer, in form order. */
export function unanswered(answers: Answers): (keyof Answers)[] {
  const missing: (keyof Answers)[] = [];
  if (!answers.goal) missing.push('goal');
  if (!answers.qualification) missing.push('qualification');
  if (hasQualification(answers) && !answers.recognition) missing.push('recognition');
  if (answers.jobOffer && answers.salary === undefined) missing.push('salary');
  if (!answers.occupation) missing.push('occupation');
  if (!answers.experience) missing.push('experience');
  if (!answers.german) missing.push('german');
  if (!answers.english) missing.push('english');
  if (!answers.age) missing.push('age');
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
