import type germanyCheck from '../../../locales/en/germanyCheck.json';
import type { Answers } from '../../shared/germanyCheck/answers';

/**
 * What the check page shows that is not text: the steps of the form and their questions, keyed
 * by the ids of `locales/<lng>/germanyCheck.json`.
 */
type Copy = typeof germanyCheck;
export type QuestionId = keyof Answers;
type StepId = Exclude<keyof Copy['check']['steps'], 'result'>;

/** The form's steps, one at a time on a phone, all on one screen from tablets up. */
export const steps = [
  { id: 'goal', questions: ['goal'] },
  { id: 'qualification', questions: ['qualification', 'recognition', 'recentGraduate'] },
  {
    id: 'work',
    questions: [
      'occupation',
      'experience',
      'jobOffer',
      'jobOccupation',
      'jobExperience',
      'licence',
      'sixMonthContract',
      'salary',
      'collectiveAgreement',
    ],
  },
  { id: 'languages', questions: ['german', 'english'] },
  { id: 'about', questions: ['age', 'from45', 'germanStay', 'partner'] },
] as const satisfies readonly { id: StepId; questions: readonly QuestionId[] }[];

/** On a phone the result is the step after the last question. */
export const resultStep = steps.length;

export const stepOf = (question: QuestionId): number =>
  steps.findIndex((step) => (step.questions as readonly QuestionId[]).includes(question));
