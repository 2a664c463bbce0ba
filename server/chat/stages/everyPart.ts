import type { EngineAnswer } from '../engineTypes';
import { messageParts } from '../messageParts';
import { nextStepLine, withCitation } from '../replyParts';
import { interpolate } from '../../../src/shared/chat/text';
import { sentenceIndexOf, type SentenceHit, type StatedSentence } from '../sentenceIndex';
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
  /** The one word an elliptical count part asks to count ("pages" in "and how many pages?"). */
  counted: string[];
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
      const content = item.index.tokenize(asked.rest);
      const figure = asked.intents.length > 0;
      // "…, and on how many pages?" counts one word of what the rest of the message asks about.
      const counted = figure && content.length === 1 ? content : [];
      const words = counted.length ? [...new Set([...counted, ...turn.content])] : content;
      return { content: words, figure, counted };
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
function partAnswer(turn: Turn, index: Index, part: Part, replied: EngineAnswer) {
  const { content, figure, counted } = part;
  const { response } = replied;
  const covered = index.coverage(content, response);
  if (figure) {
    const what = counted.length ? counted : content;
    // An elliptical count is of what the reply is about: a sentence of the reply's own page.
    const pages = new Set(replied.facts.map((fact) => fact.source?.page));
    const onPage = (sentence: StatedSentence) => pages.has(sentence.entry.source?.page);
    const hit = index.best(
      content,
      (sentence) => (!counted.length || onPage(sentence)) && !!countOf(turn, sentence.text, what),
    );
    const count = hit && countOf(turn, hit.sentence.text, what);
    const share = counted.length ? 0 : sentenceShare;
    const enough = hit && hit.matched >= minPartWords && hit.coverage >= share;
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
  // A question of one part is left to its stage, unless it asks to count what the reply does not.
  if (parts.length < 2 && !parts[0]?.figure) return [];
  const index = sentenceIndexOf(turn.item);
  const added: (SentenceHit & { part: Part })[] = [];
  for (const part of parts) {
    const hit = partAnswer(turn, index, part, replied);
    if (!hit || replied.response.includes(hit.sentence.text)) continue;
    if (!added.some((other) => other.sentence === hit.sentence)) added.push({ ...hit, part });
  }
  return added.slice(0, maxAdded);
}

/**
 * The reply without its paragraph saying the site does not state a part now answered
 * ("Zu „auf wie vielen Seiten“ sagt unsere Website nichts…" above the sentence with "31 Seiten").
 */
function withoutSilenceOn(turn: Turn, body: string, answered: readonly Part[]) {
  const { item, tools } = turn;
  const [before = '', after = ''] = interpolate(item.engine.notStatedPart, {
    ...item.values,
    part: '\u0000',
  }).split('\u0000');
  const answers = (paragraph: string) => {
    if (!paragraph.startsWith(before) || !paragraph.endsWith(after)) return false;
    const quoted = paragraph.slice(before.length, paragraph.length - after.length);
    const words = item.index.tokenize(tools.figureAsked(quoted).rest);
    return answered.some(({ content }) => words.every((word) => content.includes(word)));
  };
  return body
    .split('\n\n')
    .filter((paragraph) => !answers(paragraph))
    .join('\n\n');
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
    const ends = !!tail && replied.response.endsWith(tail);
    const body = withoutSilenceOn(
      turn,
      ends ? replied.response.slice(0, -tail.length).trimEnd() : replied.response,
      added.map(({ part }) => part),
    );
    const lines = added.map(({ sentence }) =>
      withCitation(turn.item, { ...sentence.entry, answer: sentence.text }),
    );
    return {
      ...replied,
      response: [body, ...lines, ends ? tail : ''].filter(Boolean).join('\n\n'),
      facts: [...replied.facts, ...added.map(({ sentence }) => sentence.entry)],
    };
  };
  // The stage keeps its name: the order test and the stage cost script find stages by it.
  return Object.defineProperty(wrapped, 'name', { value: stage.name });
}
