import { generalFacts } from './bank/general';
import { serviceFacts } from './bank/services';
import { siteFacts } from './bank/site';

export type { AnswerMeta, Audience } from './bank/types';
import type { AnswerMeta } from './bank/types';

/** Every entry of the answers bank, by id (the files in `bank/` group them by what they are about). */
export const answerMeta: Record<string, AnswerMeta> = {
  ...generalFacts,
  ...serviceFacts,
  ...siteFacts,
};
