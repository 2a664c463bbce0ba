import type { EngineAnswer } from '../engineTypes';
import { messageParts } from '../messageParts';
import { nextStepLine, withCitation } from '../replyParts';
import { sentenceIndexOf } from '../sentenceIndex';
import type { Stage, Turn } from '../turn';

/** A part needs this many content words to be a question of its own. */
const minPartWords = 2;
/** A part the reply covers this much of is answered. */
const coveredShare = 0.5;
/** A sentence answers a part it covers this much of… */
const sentenceShare = 0.6;
/** …and this much more than the reply does. */
const overReply = 0.4;
/** At most this many parts are added to one reply. */
const maxAdded = 2;

/** The content words of each part of the message ("…, and how many pages did it cover?"). */
function partsOf(turn: Turn): string[][] {
  const { item, spelled } = turn;
  const parts = messageParts(spelled, item.finders.joiners(spelled));
  return parts.starts
    .map((_, part) => item.index.tokenize(parts.textOf(part)))
    .filter((content) => content.length >= minPartWords);
}

/**
 * The sentences that answer the parts of a question the reply leaves out: for each part the
 * reply covers little of, the page sentence that covers most of it, when it covers far more.
 */
function uncoveredAnswers(turn: Turn, replied: EngineAnswer) {
  const parts = partsOf(turn);
  if (parts.length < 2) return [];
  const index = sentenceIndexOf(turn.item);
  const added: NonNullable<ReturnType<typeof index.best>>[] = [];
  for (const content of parts) {
    const covered = index.coverage(content, replied.response);
    if (covered >= coveredShare) continue;
    const hit = index.best(content);
    if (!hit || hit.matched < minPartWords || hit.coverage < sentenceShare) continue;
    if (hit.coverage - covered < overReply || replied.response.includes(hit.sentence.text))
      continue;
    if (!added.some((other) => other.sentence === hit.sentence)) added.push(hit);
  }
  return added.slice(0, maxAdded);
}

/**
 * A stage's reply, with each part of a several-part question it leaves out answered by the
 * page sentence that states it ("When was your accessibility statement made, and how many
 * pages did the second test cover?"), before the reply's next step.
 */
export function withEveryPart(stage: Stage): Stage {
  const wrapped: Stage = (turn, context) => {
    const replied = stage(turn, context);
    if (!replied || replied.kind !== 'answer' || turn.refusal) return replied;
    const added = uncoveredAnswers(turn, replied);
    if (!added.length) return replied;
    const tail = replied.nextStep ? nextStepLine(turn.item, replied.nextStep) : '';
    const body =
      tail && replied.response.endsWith(tail)
        ? replied.response.slice(0, -tail.length).trimEnd()
        : replied.response;
    const lines = added.map(({ sentence }) =>
      withCitation(turn.item, { ...sentence.entry, answer: sentence.text }),
    );
    return {
      ...replied,
      response: [body, ...lines, body === replied.response ? '' : tail]
        .filter(Boolean)
        .join('\n\n'),
      facts: [...replied.facts, ...added.map(({ sentence }) => sentence.entry)],
    };
  };
  // The stage keeps its name: the order test and the stage cost script find stages by it.
  return Object.defineProperty(wrapped, 'name', { value: stage.name });
}
