import { escapeRegExp, wordChars } from '../../src/shared/chat/text';
import type { SpellingMap } from './spelling';

/** What a visitor can ask for by name: a way to reach a person. */
export const contactIntents = ['whatsapp', 'booking', 'phone', 'email', 'person'] as const;
export type ContactIntent = (typeof contactIntents)[number];

export interface PhraseMatch<K extends string> {
  /** The kinds whose phrases occur, in the order of the phrase lists. */
  intents: K[];
  /** The message without the words that named an intent, for the search that follows. */
  rest: string;
}

export type IntentMatch = PhraseMatch<ContactIntent>;

/**
 * Finds which kinds of phrase lists (comma-separated copy, such as `engine.intents`) occur in a
 * message whose spelling is already mapped. Phrases are matched as whole words, longest first,
 * and each is removed once found, so "book a call" is a booking and not also a phone call.
 */
export function createPhraseMatcher<K extends string>(
  phrases: Record<K, string>,
  spelling: SpellingMap,
): (spelled: string) => PhraseMatch<K> {
  const kinds = Object.keys(phrases) as K[];
  const all = compilePhrases(phrases, spelling);
  return (spelled) => {
    let rest = spelled;
    const found = new Set<K>();
    for (const { intent, pattern, gap, needles } of all) {
      const target = gap ? spelled : rest;
      if (!containsAll(target, needles)) continue;
      pattern.lastIndex = 0;
      if (!pattern.test(target)) continue;
      found.add(intent);
      if (!gap) rest = rest.replace(pattern, ' ');
    }
    return { intents: kinds.filter((intent) => found.has(intent)), rest };
  };
}

/** Where a kind of phrase first occurs in a message. */
export interface PhraseHit<K extends string> {
  kind: K;
  index: number;
  /** The length of the words found. */
  length: number;
}

/** A finder of phrase hits in a spelled message, as the filters over one take and return. */
export type PhraseFind<Kind extends string> = (spelled: string) => PhraseHit<Kind>[];

/** Whether two hits share any of the message's characters. */
export const hitsOverlap = (a: PhraseHit<string>, b: PhraseHit<string>) =>
  a.index < b.index + b.length && b.index < a.index + a.length;

/**
 * Finds every kind whose phrases occur in a message whose spelling is already mapped, each at
 * the place it first occurs (or, with `every`, at each place it occurs), in the order of the
 * message. Longer phrases claim their words first, so "not included" is not also "included";
 * a phrase with a gap claims none.
 */
export function createPhraseFinder<K extends string>(
  phrases: Record<K, string>,
  spelling: SpellingMap,
  { every = false, gapStops = [] }: { every?: boolean; gapStops?: readonly string[] } = {},
): (spelled: string) => PhraseHit<K>[] {
  const all = compilePhrases(phrases, spelling, gapStops);
  return (spelled) => {
    let rest = spelled;
    const hits: PhraseHit<K>[] = [];
    for (const { intent, pattern, gap, needles } of all) {
      if (!containsAll(gap ? spelled : rest, needles)) continue;
      pattern.lastIndex = 0;
      if (gap) {
        for (const found of spelled.matchAll(pattern)) {
          hits.push({ kind: intent, index: found.index, length: found[0].length });
        }
        continue;
      }
      rest = rest.replace(pattern, (found: string, index: number) => {
        hits.push({ kind: intent, index, length: found.length });
        return ' '.repeat(found.length);
      });
    }
    hits.sort((a, b) => a.index - b.index);
    if (every) return hits;
    const seen = new Set<K>();
    return hits.filter((hit) => !seen.has(hit.kind) && seen.add(hit.kind));
  };
}

/**
 * A phrase's word; a trailing `*` stands for any ending ("garantiz*": garantizan, garantizar),
 * a leading one for any beginning, so a German compound is found by its last part, which names
 * what it is ("*prozess": Einstellungsprozess, Bewerbungsprozess).
 */
const wordPattern = (word: string) =>
  escapeRegExp(word).replace(/\\\*$/, `[${wordChars}]*`).replace(/^\\\*/, `[${wordChars}]*`);

/**
 * `...` between two words of a phrase stands for up to this many other words of the same part
 * of a sentence, so "where ... visa" finds "where do I have to apply for the visa" however the
 * visitor fills the middle. Such a phrase is a sign that two words occur together: it claims no
 * words, so the plain phrases inside it are still found ("apply", "visa"), and the
 * understanding decides which of them is asked.
 */
const gapWords = 8;
const hasGap = (phrase: string) => phrase.split(/\s+/).includes('...');

/** The gap's pattern: other words, none of them one that starts a new question ("and"). */
function gapPattern(stops: readonly string[]): string {
  const stop = stops.length ? `(?!(?:${stops.map(escapeRegExp).join('|')})(?![${wordChars}]))` : '';
  return `\\s+(?:${stop}[^\\s?.!;,]+\\s+){0,${gapWords}}?`;
}

/**
 * The letters a phrase's pattern matches literally: each word without its `*` ends. A message
 * that lacks one of them cannot match, so a plain substring test skips the regular expression for
 * nearly all of the thousands of phrases (most of a turn's reading time went to them).
 */
const literalWords = (phrase: string) =>
  phrase
    .split(/\s+/)
    .filter((word) => word && word !== '...')
    .map((word) => word.replace(/^\*/, '').replace(/\*$/, ''))
    .filter(Boolean);

const containsAll = (text: string, needles: readonly string[]) =>
  needles.every((needle) => text.includes(needle));

function phrasePattern(phrase: string, gap: string): string {
  const words = (part: string) => part.split(/\s+/).filter(Boolean).map(wordPattern).join('\\s+');
  return phrase
    .split(/(?:^|\s)\.\.\.(?:\s|$)/)
    .map(words)
    .join(gap);
}

function compilePhrases<K extends string>(
  phrases: Record<K, string>,
  spelling: SpellingMap,
  gapStops: readonly string[] = [],
) {
  const gap = gapPattern(gapStops.map(spelling));
  const kinds = Object.keys(phrases) as K[];
  return kinds
    .flatMap((intent) =>
      phrases[intent]
        .split(',')
        .map((phrase) => spelling(phrase.trim()))
        .filter(Boolean)
        .map((phrase) => ({ intent, phrase })),
    )
    .sort((a, b) => b.phrase.length - a.phrase.length)
    .map(({ intent, phrase }) => ({
      intent,
      gap: hasGap(phrase),
      needles: literalWords(phrase),
      pattern: new RegExp(
        `(?<![${wordChars}])${phrasePattern(phrase, gap)}(?![${wordChars}])`,
        'g',
      ),
    }));
}
