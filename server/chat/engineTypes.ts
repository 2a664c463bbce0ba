import type { Locale } from '../../src/i18n/locales';
import type { NextStep } from '../../src/shared/chat/nextSteps';
import type { HistoryTurn } from '../../src/shared/chat/protocol';
import type { VisitorType } from '../../src/shared/chat/visitorType';
import type { KnowledgeEntry } from './knowledge';
import type { Ask } from './understanding';

export type AnswerKind =
  'answer' | 'contact' | 'greeting' | 'thanks' | 'guard' | 'unsure' | 'offTopic';

export interface EngineAnswer {
  response: string;
  kind: AnswerKind;
  /** The language of the answer. */
  locale: Locale;
  /** The passages the answer rests on (also what an LLM is given). */
  facts: KnowledgeEntry[];
  nextStep: NextStep | null;
  confidence: number;
  /** What the engine understood the message to ask, in order (an LLM is told the same). */
  asks: Ask[];
  /** The refusals and the no-guarantee sentence the answer opens with, or ''. */
  refusal: string;
}

export interface Question {
  text: string;
  /** The page language. */
  locale: Locale;
  visitorType: VisitorType;
  history?: readonly HistoryTurn[];
}

export type Engine = (question: Question) => EngineAnswer;
