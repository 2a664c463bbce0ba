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

/** One part of the message: its content words, and whether it asks for a figure. */
interface Part {
  content: string[];
  figure: boolean;
}

/**
 * The content words of each part of the message ("…, and how many pages did it cover?"). A
 * part that asks for a figure ("how many", "wie viele", "cuántas") is read without its words of
 * asking for one, as the figure stage reads a whole question.
 */
function partsOf(turn: Turn): Part[] {
  const { item, spelled, tools } = turn;
  const parts = messageParts(spelled, item.finders.joiners(spelled));
  return parts.starts
    .map((_, part) => {
      const asked = tools.figureAsked(parts.textOf(part));
      return { content: item.index.tokenize(asked.rest), figure: asked.intents.length > 0 };
    })
    .filter(({ content }) => content.length >= minPartWords);
}

type Index = ReturnType<typeof sentenceIndexOf>;

/** A figure and the two words after it: "31 pages", "auf 31 Seiten", "en 31 páginas". */
const countedFigures = /(?<![\p{L}\d§])(\d[\d.,]*)\s+([\p{L}-]+(?:\s+[\p{L}-]+)?)/gu;

/**
 * The figure of a sentence that counts one of the asked words ("31 pages" for "how many pages
 * were checked?"), not a date or another figure near them ("on November 26, 2026").
 */
function countOf(turn: Turn, text: string, content: readonly string[]): string | undefined {
  if (!/\d/.test(text)) return undefined;
  for (const [, figure, after = ''] of text.matchAll(countedFigures)) {
    if (turn.item.index.tokenize(after).some((token) => content.includes(token))) return figure;
  }
  return undefined;
}

/**
 * The sentence that answers a part the reply leaves out. A count asked ("how many pages were
 * checked?") is answered by the sentence that counts what is asked, when the reply does not
 * state that figure: its words ("page") may well be all over a reply that lacks the number.
 */
function partAnswer(turn: Turn, index: Index, { content, figure }: Part, response: string) {
  const covered = index.coverage(content, response);
  if (figure) {
    const hit = index.best(content, (sentence) => !!countOf(turn, sentence.text, content));
    const count = hit && countOf(turn, hit.sentence.text, content);
    const enough = hit && hit.matched >= minPartWords && hit.coverage >= sentenceShare;
    if (enough && count && !response.includes(count)) return hit;
  }
  if (covered >= coveredShare) return undefined;
  const hit = index.best(content);
  if (!hit || hit.matched < minPartWords || hit.coverage < sentenceShare) return undefined;
  return hit.coverage - covered < overReply ? undefined : hit;
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
  for (const part of parts) {
    const hit = partAnswer(turn, index, part, replied.response);
    if (!hit || replied.response.includes(hit.sentence.text)) continue;
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
