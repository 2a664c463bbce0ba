/**
 * The answers in the page's query string, so a result can be shared as a link and reopened. Only
 * given answers are written; anything unknown or malformed in a URL is ignored.
 *
 * Links of the first format wrote a yes/no answer only when yes, because every yes/no question
 * started at no. Those questions now start unanswered, so the format marks itself (`v=2`) and
 * writes yes and no; a link without the mark is read as before: a yes/no answer it leaves out
 * was no. Its experience answers kept their meaning.
 *
 * Links before `v=3` had no question for the occupation of the job offered: their one occupation
 * answer stood for both, so a job offer's occupation is read as the visitor's own, which the page
 * shows as given, and the link opens on the result it gave.
 *
 * The six-month question (`sixmonths`) came later still: a link without it leaves it unanswered,
 * whatever its format, so the page asks it before the Blue Card's result.
 */
import { maximumYearlyAmount, minimumYearlyAmount } from './amount';
import {
  ageBands,
  asksJobOccupation,
  collectiveAgreements,
  emptyAnswers,
  experiences,
  pointsMatter,
  relevant,
  goals,
  languageLevels,
  licences,
  occupations,
  qualifications,
  recognitions,
  type Answers,
} from './answers';

type ChoiceKey =
  | 'goal'
  | 'qualification'
  | 'recognition'
  | 'occupation'
  | 'jobOccupation'
  | 'jobExperience'
  | 'experience'
  | 'german'
  | 'english'
  | 'age'
  | 'collectiveAgreement'
  | 'licence';
type FlagKey = 'recentGraduate' | 'jobOffer' | 'sixMonthContract' | 'germanStay' | 'partner';

/** Each choice with its query parameter and its options. */
const choices: Record<ChoiceKey, { param: string; options: readonly string[] }> = {
  goal: { param: 'goal', options: goals },
  qualification: { param: 'qualification', options: qualifications },
  recognition: { param: 'recognition', options: recognitions },
  occupation: { param: 'occupation', options: occupations },
  jobOccupation: { param: 'job', options: occupations },
  jobExperience: { param: 'jobexperience', options: experiences },
  experience: { param: 'experience', options: experiences },
  german: { param: 'german', options: languageLevels },
  english: { param: 'english', options: languageLevels },
  age: { param: 'age', options: ageBands },
  collectiveAgreement: { param: 'agreement', options: collectiveAgreements },
  licence: { param: 'licence', options: licences },
};

/** Yes/no answers, written as yes or no once given, and left out while unanswered. */
const flags: Record<FlagKey, string> = {
  recentGraduate: 'graduate',
  jobOffer: 'offer',
  sixMonthContract: 'sixmonths',
  germanStay: 'stay',
  partner: 'partner',
};

/**
 * "45 or older?" was always written as yes or no; a link without it (or with anything else)
 * leaves it unanswered, in either format.
 */
const from45Param = 'over45';

/** The mark of the formats in which a yes/no answer left out is unanswered. */
const formatParam = 'v';
const format = '3';
const formatsWithFlags = ['2', format];

const salaryParam = 'salary';
/** A salary is euros, at most ten digits, with cents where it has them (45934.2). */
const salaryPattern = /^\d{1,10}(?:\.\d{1,2})?$/;

/**
 * The answers as a query string. Only the answers to questions the form shows for them: an
 * answer whose question has gone ("over45=yes" after switching to "under 35", a recognition
 * after switching to a school certificate) leaves the address with it; a recognition given
 * while the qualification is still unanswered stays.
 */
export function answersToSearch(given: Answers): string {
  const answers = relevant(given);
  // A recognition told before its qualification ("I have a partial recognition notice") waits
  // for it: the page asks it once a degree or training is chosen, already answered.
  if (given.qualification === undefined && given.recognition) {
    answers.recognition = given.recognition;
  }
  // So does "45 or older" told with a job offer ("I turned 45 … the contract salary is 3.400 per
  // month", 112b c15): the page asks it with the qualification, already answered.
  const from45Waits = given.age === 'from40' && given.jobOffer === true;
  if (given.qualification === undefined && given.from45 !== undefined && from45Waits) {
    answers.from45 = given.from45;
  }
  // A stay or a partner told before the qualification waits for it as well ("Grundschullehrerin
  // mit Abschluss … 2022 ein Jahr als Au-pair", 117c c11): the points ask them once a degree or
  // training is chosen, and not after a school certificate or a full recognition.
  if (given.qualification === undefined && pointsMatter({ ...given, qualification: 'degree' })) {
    answers.germanStay ??= given.germanStay;
    answers.partner ??= given.partner;
  }
  const params = new URLSearchParams();
  for (const [key, { param }] of Object.entries(choices) as [ChoiceKey, { param: string }][]) {
    const value = answers[key];
    if (value) params.set(param, value);
  }
  for (const [key, param] of Object.entries(flags) as [FlagKey, string][]) {
    const value = answers[key];
    if (value !== undefined) params.set(param, value ? 'yes' : 'no');
  }
  if (answers.from45 !== undefined) params.set(from45Param, answers.from45 ? 'yes' : 'no');
  // Cents kept: €45,934.20 rounded to €45,934 would fall under the Blue Card's lower threshold.
  if (answers.salary !== undefined) params.set(salaryParam, String(answers.salary));
  if (!params.toString()) return '';
  params.set(formatParam, format);
  return `?${params.toString()}`;
}

export function answersFromSearch(search: string): Answers {
  const params = new URLSearchParams(search);
  const answers: Answers = { ...emptyAnswers };
  for (const [key, { param, options }] of Object.entries(choices) as [
    ChoiceKey,
    { param: string; options: readonly string[] },
  ][]) {
    const value = params.get(param);
    // The option lists are the types' own values, so a listed value is one of the type's.
    if (value !== null && options.includes(value)) Object.assign(answers, { [key]: value });
  }
  // A link of the first format: answers, and no mark (an address without answers has no format).
  const answerParams = [
    ...Object.values(choices).map(({ param }) => param),
    ...Object.values(flags),
    from45Param,
    salaryParam,
  ];
  const firstFormat =
    !formatsWithFlags.includes(params.get(formatParam) ?? '') &&
    answerParams.some((param) => params.has(param));
  for (const [key, param] of Object.entries(flags) as [FlagKey, string][]) {
    const value = params.get(param);
    if (value === 'yes' || value === 'no') answers[key] = value === 'yes';
    else if (firstFormat && key !== 'sixMonthContract') answers[key] = false;
  }
  if (params.get(formatParam) !== format && asksJobOccupation(answers) && !answers.jobOccupation) {
    answers.jobOccupation = answers.occupation;
  }
  const from45 = params.get(from45Param);
  if (from45 === 'yes' || from45 === 'no') answers.from45 = from45 === 'yes';
  // "salary=45" is no yearly salary (DE36): left out, so the page asks for it again, as it does
  // when the amount is typed.
  const salary = params.get(salaryParam);
  const amount = salary !== null && salaryPattern.test(salary) ? Number(salary) : undefined;
  if (amount !== undefined && amount >= minimumYearlyAmount && amount <= maximumYearlyAmount) {
    answers.salary = amount;
  }
  return answers;
}
