import type { KnowledgeEntry, LocaleKnowledge } from './knowledge';

/**
 * The sentences the pages state, each searchable alone. A page passage (a whole privacy
 * section, an accessibility statement) is too long for its few matching words to count, so a
 * fact stated in one of its sentences ("the last 6 messages", "320 pixels") was reachable only
 * through an aspect's word list. Here every sentence of every visible page passage is scored by
 * the question's content words, with the search's own stems and stop words.
 */
export interface StatedSentence {
  entry: KnowledgeEntry;
  text: string;
  tokens: ReadonlySet<string>;
}

export interface SentenceHit {
  sentence: StatedSentence;
  /** The share of the question's weight (rarer words weigh more) the sentence covers. */
  coverage: number;
  /** How many of the question's content words it covers. */
  matched: number;
}

export interface SentenceIndex {
  best(content: readonly string[]): SentenceHit | undefined;
  /** The share of the question's weight a text (a reply) covers, weighed as sentences are. */
  coverage(content: readonly string[], text: string): number;
}

/** Shorter parts are labels or headings. */
const minSentenceWords = 6;
/** A compound's part counts when at least this long ("breit" in "bildschirmbreit"). */
const minPartLength = 5;

/**
 * Sentences end at . ! ? or ; (a list item) followed by a space and a capital letter or an
 * opening mark (not "Abs. 2", "z. B. die"), or at a line break.
 */
export const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?;])\s+(?=[\p{Lu}"„“«¿¡])|\n+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.split(/\s+/).length >= minSentenceWords);

/** Page passages only: the answers bank's facts are reached by their aspects and phrasings. */
const isPagePassage = (entry: KnowledgeEntry) =>
  !entry.id.startsWith('bank:') && !entry.hidden && !!entry.source;

/**
 * A question word is covered by the same stem, or, for compounds ("Bildschirmbreiten",
 * "IP-Adresse"), by a long enough stem it ends with.
 */
function covers(tokens: ReadonlySet<string>, token: string): boolean {
  if (tokens.has(token)) return true;
  for (const other of tokens) {
    if (other.length < minPartLength) continue;
    if (token.length > other.length && token.endsWith(other)) return true;
    if (other.length > token.length && token.length >= minPartLength && other.endsWith(token))
      return true;
  }
  return false;
}

export function createSentenceIndex(
  item: Pick<LocaleKnowledge, 'entries' | 'index'>,
): SentenceIndex {
  const sentences: StatedSentence[] = [...item.entries.values()]
    .filter(isPagePassage)
    .flatMap((entry) =>
      sentencesOf(entry.answer).map((text) => ({
        entry,
        text,
        tokens: new Set(item.index.tokenize(text)),
      })),
    );
  const frequency = new Map<string, number>();
  for (const { tokens } of sentences)
    for (const token of tokens) frequency.set(token, (frequency.get(token) ?? 0) + 1);
  const total = Math.max(sentences.length, 1);
  const weight = (token: string) => Math.log(1 + total / (frequency.get(token) ?? 0.5));
  const sum = (tokens: readonly string[]) => tokens.reduce((all, token) => all + weight(token), 0);
  return {
    best(content) {
      const asked = [...new Set(content)];
      const all = sum(asked);
      if (!all) return undefined;
      let best: SentenceHit | undefined;
      for (const sentence of sentences) {
        const hits = asked.filter((token) => covers(sentence.tokens, token));
        if (!hits.length) continue;
        const coverage = sum(hits) / all;
        if (!best || coverage > best.coverage) best = { sentence, coverage, matched: hits.length };
      }
      return best;
    },
    coverage(content, text) {
      const asked = [...new Set(content)];
      const tokens = new Set(item.index.tokenize(text));
      const all = sum(asked);
      return all ? sum(asked.filter((token) => covers(tokens, token))) / all : 0;
    },
  } satisfies SentenceIndex;
}

const built = new WeakMap<object, SentenceIndex>();

/** One index per language's knowledge, built on first use. */
export function sentenceIndexOf(item: LocaleKnowledge): SentenceIndex {
  let index = built.get(item);
  if (!index) {
    index = createSentenceIndex(item);
    built.set(item, index);
  }
  return index;
}
