import type { CompleteAnswers } from './answers';

/**
 * Complete answers worth no Opportunity Card points and meeting no route's condition that
 * follows from answers: each test changes only what it is about.
 */
export const noPoints: CompleteAnswers = {
  goal: 'work',
  qualification: 'degree',
  recognition: 'notChecked',
  recentGraduate: false,
  jobOffer: false,
  occupation: 'other',
  // Not a regulated profession; the tests about the licence to practise say otherwise.
  licence: 'notRegulated',
  experience: 'none',
  german: 'none',
  english: 'none',
  age: 'from40',
  from45: false,
  germanStay: false,
  partner: false,
};

export const answersWith = (changes: Partial<CompleteAnswers>): CompleteAnswers => ({
  ...noPoints,
  ...changes,
});
