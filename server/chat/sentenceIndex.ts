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

/** A page passage that states what is asked, across its sentences. */
export interface PassageHit {
  entry: KnowledgeEntry;
  coverage: number;
  matched: number;
}

export interface SentenceIndex {
  /** The best sentence, of those `only` keeps when given. */
  best(
    content: readonly string[],
    only?: (sentence: StatedSentence) => boolean,
  ): SentenceHit | undefined;
  /**
   * The passage that covers most of the question's weight; of two that cover as much, the one
   * with a sentence that covers more, which states it in one place rather than mentions it.
   */
  bestPassage(content: readonly string[]): PassageHit | undefined;
  /** The share of the question's weight a text (a reply) covers, weighed as sentences are. */
  coverage(content: readonly string[], text: string): number;
}

/** Shorter parts are labels or headings. */
const minSentenceWords = 6;
/** A compound's part counts when at least this long ("breit" in "bildschirmbreit"). */
const minPartLength = 5;

/**
 * Sentences end at . ! ? or ; (a list item) followed by a space and a capital letter or an
 * opening mark (not "Abs. 2", "z. B. die", nor a German date's day: "am 26. November"), before
 * a figure after ; or a word's end ("…; 29% of all jobs…"), or at a line break.
 */
export const sentencesOf = (text: string) =>
  text
    .split(
      /(?<=[.!?;])(?<!\s\d{1,2}\.)\s+(?=[\p{Lu}"„“«¿¡])|(?<=;|\p{Ll}{4}[.!?])\s+(?=[\p{N}<])|\n+/u,
    )
    // A list item is quoted as a sentence of its own.
    .map((sentence) => sentence.trim().replace(/([.!?])?;$/, (_, end?: string) => end ?? '.'))
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
  item: Pick<LocaleKnowledge, 'entries' | 'index'> &
    Partial<Pick<LocaleKnowledge, 'sentenceWords'>>,
): SentenceIndex {
  // A page's words, and the same words as the question's are mapped (`sentenceWords`): a page
  // that says "site" is found by a question whose "site" was read as "website".
  const { sentenceWords } = item;
  const tokensOf = (text: string) =>
    new Set([
      ...item.index.tokenize(text),
      ...(sentenceWords ? item.index.tokenize(sentenceWords(text)) : []),
    ]);
  const sentences: StatedSentence[] = [...item.entries.values()]
    .filter(isPagePassage)
    .flatMap((entry) =>
      sentencesOf(entry.answer).map((text) => ({ entry, text, tokens: tokensOf(text) })),
    );
  // A passage's words, its short parts ("VAT ID: DE…") among them, and its sentences.
  const passageTokens = new Map(
    [...item.entries.values()]
      .filter(isPagePassage)
      .map((entry) => [entry, tokensOf(entry.answer)] as const),
  );
  const entrySentences = new Map<KnowledgeEntry, StatedSentence[]>();
  for (const sentence of sentences)
    entrySentences.set(sentence.entry, [...(entrySentences.get(sentence.entry) ?? []), sentence]);
  const frequency = new Map<string, number>();
  for (const { tokens } of sentences)
    for (const token of tokens) frequency.set(token, (frequency.get(token) ?? 0) + 1);
  const total = Math.max(sentences.length, 1);
  const weight = (token: string) => Math.log(1 + total / (frequency.get(token) ?? 0.5));
  const sum = (tokens: readonly string[]) => tokens.reduce((all, token) => all + weight(token), 0);
  return {
    best(content, only) {
      const asked = [...new Set(content)];
      const all = sum(asked);
      if (!all) return undefined;
      let best: SentenceHit | undefined;
      for (const sentence of sentences) {
        if (only && !only(sentence)) continue;
        const hits = asked.filter((token) => covers(sentence.tokens, token));
        if (!hits.length) continue;
        const coverage = sum(hits) / all;
        if (!best || coverage > best.coverage) best = { sentence, coverage, matched: hits.length };
      }
      return best;
    },
    bestPassage(content) {
      const asked = [...new Set(content)];
      const all = sum(asked);
      if (!all) return undefined;
      const share = (tokens: ReadonlySet<string>) =>
        sum(asked.filter((token) => covers(tokens, token))) / all;
      let best: (PassageHit & { focus: number }) | undefined;
      for (const [entry, tokens] of passageTokens) {
        const coverage = share(tokens);
        if (!coverage || (best && coverage < best.coverage - 1e-9)) continue;
        const focus = Math.max(
          ...(entrySentences.get(entry) ?? []).map((one) => share(one.tokens)),
          0,
        );
        if (best && coverage < best.coverage + 1e-9 && focus <= best.focus) continue;
        const matched = asked.filter((token) => covers(tokens, token)).length;
        best = { entry, coverage, matched, focus };
      }
      return best && { entry: best.entry, coverage: best.coverage, matched: best.matched };
    },
    coverage(content, text) {
      const asked = [...new Set(content)];
      const tokens = tokensOf(text);
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
