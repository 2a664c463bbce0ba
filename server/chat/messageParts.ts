import type { PhraseHit } from './intents';

/**
 * The parts of a message: where one ends and the next begins (a sentence end or a joining
 * word), which sentences only tell something about the visitor, and whether a place lies in a
 * question.
 */
export interface MessageParts {
  /** Where each part starts, in order; the first is 0. */
  starts: number[];
  /** The part a place in the message belongs to. */
  partOf: (index: number) => number;
  /** A part's own text. */
  textOf: (part: number) => string;
}

export function messageParts(spelled: string, joiners: PhraseHit<'joiner'>[]): MessageParts {
  const found = new Set<number>([0]);
  for (const match of spelled.matchAll(/[?.!;]+/g)) found.add(match.index + match[0].length);
  for (const joiner of joiners) found.add(joiner.index);
  const starts = [...found].sort((a, b) => a - b);
  return {
    starts,
    partOf: (index) => starts.filter((start) => start <= index).length - 1,
    textOf: (part) => spelled.slice(starts[part] ?? 0, starts[part + 1] ?? spelled.length),
  };
}

/** Up to this many words, a question after a statement asks about it ("…to Germany. Is that possible?"). */
const shortQuestionWords = 4;

/**
 * Where a sentence ends: at . ! ? ; or at a colon before a whole question ("Soy dueño de una
 * pyme: ¿ustedes pagan la capacitación?"; not "10:30", nor "…: us or you?", whose short
 * question is the rest of the sentence).
 */
const statementEnd = new RegExp(
  `[?.!;]+|:(?=(?:\\s+[^\\s?.!;:]+){${shortQuestionWords + 1},}\\s*\\?)`,
  'g',
);

/**
 * The spans of a message's sentences that tell something about the visitor: they open with a
 * statement word and end in a full stop, an exclamation mark or a colon before a question, in a
 * message that asks a question elsewhere.
 */
export function toldAbout(spelled: string, openers: PhraseHit<'statement'>[]): [number, number][] {
  if (!spelled.includes('?')) return [];
  const spans: [number, number][] = [];
  let from = 0;
  for (const end of spelled.matchAll(statementEnd)) {
    const to = end.index + end[0].length;
    const start = from + (/^\s*/.exec(spelled.slice(from))?.[0].length ?? 0);
    if (!end[0].includes('?') && openers.some((hit) => hit.index === start)) spans.push([from, to]);
    from = to;
  }
  return spans;
}

/**
 * Whether the sentence around a place asks something: it ends in a question mark or in nothing
 * at all, or a short question right after it asks nothing of its own and so refers back to it.
 */
export function inQuestion(
  spelled: string,
  index: number,
  asksBetween: (from: number, to: number) => boolean,
): boolean {
  const end = /[?.!;]/.exec(spelled.slice(index));
  if (!end || end[0] === '?') return true;
  const from = index + end.index + 1;
  const next = /^[^?.!;]*\?/.exec(spelled.slice(from));
  return (
    !!next &&
    next[0].trim().split(/\s+/).length <= shortQuestionWords &&
    !asksBetween(from, from + next[0].length)
  );
}
