import { everyLink, fallbackStep, line, nextStepLine } from '../replyParts';
import { reply, type Stage } from '../turn';
import { abuseAlone, besidesAbuse, politeness } from './guards';

/** Up to this many words, a greeting or thanks is answered as such when nothing else fits. */
const shortMessageWords = 5;

/**
 * What no other stage answered. A refusal alone closes with the next step that fits; "thanks a
 * lot!" or "good morning, guys" is politeness with a word or two the search cannot use;
 * anything else gets "not sure" (or, when the message shares nothing with the knowledge, what
 * the assistant can help with) and every way to reach a person.
 */
export const handOff: Stage = (turn) => {
  const { item, understood, refusal, spelled, content } = turn;
  // An insult around a question nothing could answer is abuse alone after all.
  if (besidesAbuse(turn).length) return abuseAlone(turn);
  if (refusal) {
    const guarded = ['injection', 'visitorType', 'legalAdvice'] as const;
    const kind = guarded.some((name) => understood.guards.includes(name)) ? 'guard' : 'answer';
    return reply(turn, kind, [refusal, nextStepLine(item, fallbackStep(turn.audience))]);
  }
  const polite = spelled.split(/\s+/).length <= shortMessageWords ? politeness(turn) : null;
  if (polite) return polite;
  const known = content.some((token) => item.index.knows(token));
  const found = turn.search();
  return reply(
    turn,
    known ? 'unsure' : 'offTopic',
    [line(item, known ? item.engine.unsure : item.engine.offTopic), everyLink(item)],
    found?.entry ? [found.entry] : [],
    null,
    found?.confidence ?? 0,
  );
};
