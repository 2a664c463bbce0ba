/**
 * The answers in the page's query string, so a result can be shared as a link and reopened. Only
 * given answers are written; anything unknown or malformed in a URL is ignored.
 */
import {
  ageBands,
  collectiveAgreements,
  emptyAnswers,
  experiences,
  goals,
  languageLevels,
  occupations,
  qualifications,
  recognitions,
  type Answers,
} from '../../../shared/germanyCheck/answers';

type ChoiceKey =
  | 'goal'
  | 'qualification'
  | 'recognition'
  | 'occupation'
  | 'experience'
  | 'german'
  | 'english'
  | 'age'
  | 'collectiveAgreement';
type FlagKey = 'recentGraduate' | 'jobOffer' | 'germanStay' | 'partner';

/** Each choice with its query parameter and its options. */
const choices: Record<ChoiceKey, { param: string; options: readonly string[] }> = {
  goal: { param: 'goal', options: goals },
  qualification: { param: 'qualification', options: qualifications },
  recognition: { param: 'recognition', options: recognitions },
  occupation: { param: 'occupation', options: occupations },
  experience: { param: 'experience', options: experiences },
  german: { param: 'german', options: languageLevels },
  english: { param: 'english', options: languageLevels },
  age: { param: 'age', options: ageBands },
  collectiveAgreement: { param: 'agreement', options: collectiveAgreements },
};

/** Yes/no answers that start at no appear in the URL only when yes. */
const flags: Record<FlagKey, string> = {
  recentGraduate: 'graduate',
  jobOffer: 'offer',
  germanStay: 'stay',
  partner: 'partner',
};

/**
 * "45 or older?" starts unanswered, so the URL writes yes and no, and a link without it (or
 * with anything else) leaves it unanswered rather than read as no.
 */
const from45Param = 'over45';

const salaryParam = 'salary';
/** A salary is euros, at most ten digits, with cents where it has them (45934.2). */
const salaryPattern = /^\d{1,10}(?:\.\d{1,2})?$/;

export function answersToSearch(answers: Answers): string {
  const params = new URLSearchParams();
  for (const [key, { param }] of Object.entries(choices) as [ChoiceKey, { param: string }][]) {
    const value = answers[key];
    if (value) params.set(param, value);
  }
  for (const [key, param] of Object.entries(flags) as [FlagKey, string][]) {
    if (answers[key]) params.set(param, 'yes');
  }
  if (answers.from45 !== undefined) params.set(from45Param, answers.from45 ? 'yes' : 'no');
  // Cents kept: €45,934.20 rounded to €45,934 would fall under the Blue Card's lower threshold.
  if (answers.salary !== undefined) params.set(salaryParam, String(answers.salary));
  const query = params.toString();
  return query ? `?${query}` : '';
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
  for (const [key, param] of Object.entries(flags) as [FlagKey, string][]) {
    answers[key] = params.get(param) === 'yes';
  }
  const from45 = params.get(from45Param);
  if (from45 === 'yes' || from45 === 'no') answers.from45 = from45 === 'yes';
  const salary = params.get(salaryParam);
  if (salary !== null && salaryPattern.test(salary)) answers.salary = Number(salary);
  return answers;
}
