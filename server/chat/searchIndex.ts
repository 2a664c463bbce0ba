import { create, insert, search, type Results } from '@orama/orama';
import type { Locale } from '../../src/i18n/locales';
import { normalizeText } from '../../src/shared/chat/text';
import { searchLanguages } from './searchLanguages';
import { rememberWordLookups, type RadixIndexes } from './wordLookups';

/**
 * The search engine over one language's knowledge: Orama (BM25) with the language's stemmer and
 * stop words, typo tolerance of one edit, and field boosts (the ways visitors ask weigh most).
 * Orama folds accents; informal spellings are mapped before text reaches it (see `spelling.ts`).
 *
 * Orama ranks; it does not say whether the best passage answers the question. `confidence`
 * measures that: the share of the question's weight (rare words weigh more, words the knowledge
 * never uses weigh most) that the passage covers, raised when the question contains one of the
 * entry's own phrasings. Below `minConfidence` the assistant says it is not sure.
 */

export const minConfidence = 0.5;
/**
 * Ranking: confidence, and an entry's own phrasing found in the question on top; between two
 * phrasings of the same length, the one made of rarer words ("nurse" rather than "work") is
 * the more specific answer.
 */
export const rank = (hit: Pick<SearchHit, 'confidence' | 'phrase' | 'coverage' | 'specific'>) =>
  hit.confidence + 0.15 * hit.phrase + 0.05 * hit.coverage + 0.1 * hit.specific;
/**
 * How many of Orama's best hits are judged. The whole site's copy is indexed, so long page
 * passages that share common words often outrank the short answers bank entry that answers
 * exactly; a wide net lets the judgement below, not BM25 alone, pick the passage.
 */
const candidates = 60;
/** Word lookups remembered per field: a day's common visitor words, a few MiB at most. */
const rememberedWords = 5000;
/** A question word found only in a passage's body counts this much of one found in how it is asked. */
const bodyShare = 0.6;

export interface IndexedDoc {
  id: string;
  /** How visitors ask for it (answers bank), comma-separated. */
  keywords: string;
  title: string;
  body: string;
}

export interface SearchHit {
  id: string;
  confidence: number;
  /** Words of the longest phrasing of the entry found in the question (at most 3). */
  phrase: number;
  /** The share of the question's weight the passage covers, phrasings aside. */
  coverage: number;
  /** The share of the question's weight that the matched phrasing's words carry. */
  specific: number;
  /** Orama's BM25 score. */
  score: number;
}

export interface SearchIndex {
  tokenize(text: string): string[];
  /** The best passages for a question, most confident first (at most `limit`). */
  search(text: string, limit?: number): SearchHit[];
  /** Whether the knowledge uses this token at all. */
  knows(token: string): boolean;
}

const schema = { id: 'string', keywords: 'string', title: 'string', body: 'string' } as const;

/**
 * Edit distance at most one (a typo), for tokens long enough for it to mean anything and with
 * the same first letter (people rarely mistype that, and "presid" is not "resid").
 */
function nearlyEqual(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.min(a.length, b.length) < 5 || Math.abs(a.length - b.length) > 1) return false;
  if (a[0] !== b[0]) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  const restA = a.slice(i + (a.length >= b.length ? 1 : 0));
  const restB = b.slice(i + (b.length >= a.length ? 1 : 0));
  return restA === restB;
}

/** Copy of the answers bank (`engine` of `chatAnswers.json`) that tunes a language's search. */
export interface SearchCopy {
  /**
   * Words of questions that say nothing about the topic ("need", "necesito", "please"),
   * comma-separated; they are ignored in questions, not in the knowledge.
   */
  fillerWords?: string;
  /**
   * Words of the language's stop word list that carry meaning for this assistant ("trabajo" is
   * "job" in Spanish), comma-separated; they are searched like any other word.
   */
  keepWords?: string;
}

const words = (list: string) =>
  list
    .split(',')
    .map((word) => normalizeText(word.trim()))
    .filter(Boolean);

/**
 * The language's stop words, each also without its accents: visitors' text reaches the index
 * with accents removed (see `spelling.ts`), so "für" arrives as "fur".
 */
function stopWordsOf(locale: Locale, keepWords: string): string[] {
  const keep = new Set(words(keepWords));
  const all = searchLanguages[locale].stopWords.flatMap((word) => [word, normalizeText(word)]);
  return [...new Set(all)].filter((word) => !keep.has(normalizeText(word)));
}

/** What the index knows of its documents' words, for judging how well one answers. */
interface DocStatistics {
  /** Tokens of the ways visitors ask and of titles; a body match counts `bodyShare` of it. */
  docTokens: Map<string, Set<string>>;
  bodyTokens: Map<string, Set<string>>;
  docPhrases: Map<string, string[][]>;
  documentFrequency: Map<string, number>;
  /** In how many entries a token is a one-word phrasing. */
  phraseFrequency: Map<string, number>;
  total: number;
}

const count = (map: Map<string, number>, token: string) =>
  map.set(token, (map.get(token) ?? 0) + 1);

function docStatistics(
  docs: readonly IndexedDoc[],
  tokenize: (text: string) => string[],
  meaningOf: (text: string) => string[],
): DocStatistics {
  const stats: DocStatistics = {
    docTokens: new Map(),
    bodyTokens: new Map(),
    docPhrases: new Map(),
    documentFrequency: new Map(),
    phraseFrequency: new Map(),
    total: Math.max(docs.length, 1),
  };
  for (const doc of docs) {
    const asked = new Set(tokenize(`${doc.keywords} ${doc.title}`));
    const body = new Set(tokenize(doc.body));
    stats.docTokens.set(doc.id, asked);
    stats.bodyTokens.set(doc.id, body);
    const phrases = doc.keywords
      .split(',')
      .map((phrase) => meaningOf(phrase))
      .filter((phrase) => phrase.length > 0);
    stats.docPhrases.set(doc.id, phrases);
    for (const token of new Set(phrases.filter((phrase) => phrase.length === 1).flat())) {
      count(stats.phraseFrequency, token);
    }
    for (const token of new Set([...asked, ...body])) count(stats.documentFrequency, token);
  }
  return stats;
}

type Judgement = Pick<SearchHit, 'confidence' | 'phrase' | 'coverage' | 'specific'>;

/** How well a passage answers: its confidence and the longest own phrasing it matched. */
function createJudge(stats: DocStatistics): (query: string[], id: string) => Judgement {
  const rarest = Math.log(1 + stats.total);
  const weight = (token: string) => {
    const df = stats.documentFrequency.get(token);
    return df ? Math.log(1 + stats.total / df) : rarest;
  };
  const covered = (token: string, tokens: Set<string>) =>
    tokens.has(token) || [...tokens].some((other) => nearlyEqual(token, other));
  return (query, id) => {
    const asked = stats.docTokens.get(id) ?? new Set<string>();
    const body = stats.bodyTokens.get(id) ?? new Set<string>();
    let matched = 0;
    let all = 0;
    let unknown = 0;
    for (const token of query) {
      const w = weight(token);
      all += w;
      if (!stats.documentFrequency.has(token)) unknown += w;
      if (covered(token, asked)) matched += w;
      else if (covered(token, body)) matched += w * bodyShare;
    }
    // One word alone says too little, unless it is one of the entry's own phrasings.
    const coverage = all ? matched / all : 0;
    let confidence = query.length > 1 ? coverage : 0;
    let phrase = 0;
    let specific = 0;
    const inQuery = new Set(query);
    for (const own of stats.docPhrases.get(id) ?? []) {
      if (!own.every((token) => inQuery.has(token))) continue;
      // Two words or more, or one word that few entries are asked with.
      const distinctive = own.length > 1 || (stats.phraseFrequency.get(own[0] ?? '') ?? 0) <= 2;
      if (!distinctive) continue;
      phrase = Math.max(phrase, Math.min(own.length, 3));
      if (all)
        specific = Math.max(specific, own.reduce((sum, token) => sum + weight(token), 0) / all);
    }
    // A phrasing counts while most of the question is words the knowledge knows at all.
    if (phrase && unknown < all / 2) confidence = Math.max(confidence, 0.5 + 0.1 * phrase);
    return { confidence: Math.min(confidence, 1), phrase, coverage, specific };
  };
}

export function createSearchIndex(
  locale: Locale,
  docs: readonly IndexedDoc[],
  { fillerWords = '', keepWords = '' }: SearchCopy = {},
): SearchIndex {
  const { name: language, stemmer } = searchLanguages[locale];
  const db = create({
    schema,
    components: {
      tokenizer: { language, stemming: true, stemmer, stopWords: stopWordsOf(locale, keepWords) },
    },
  });
  const tokenize = (text: string) => [...new Set(db.tokenizer.tokenize(text, language))];
  const fillers = new Set(tokenize(fillerWords));
  /**
   * The tokens of a question that carry its meaning (no stop words, no filler words). One
   * letter tokens ("as" stems to "a") are dropped: with typo tolerance they match every short word.
   */
  const meaningOf = (text: string) =>
    tokenize(text).filter((token) => token.length > 1 && !fillers.has(token));
  // Synchronous with Orama's built-in components (the async branch is for plugins).
  for (const doc of docs) void insert(db, { ...doc });
  rememberWordLookups(db as unknown as RadixIndexes, rememberedWords);
  const stats = docStatistics(docs, tokenize, meaningOf);
  const judge = createJudge(stats);

  return {
    tokenize: meaningOf,
    knows: (token) => stats.documentFrequency.has(token),
    search(text, limit = 3) {
      const query = meaningOf(text);
      if (!query.length) return [];
      // Orama's typo-tolerant search can miss a word's exact match when a near word is indexed
      // too ("arbeitsvisum" next to "arbeitsvisa"), so the exact search adds its hits.
      const scores = new Map<string, number>();
      for (const tolerance of [1, 0]) {
        const results = search(db, {
          term: query.join(' '),
          properties: ['keywords', 'title', 'body'],
          boost: { keywords: 3, title: 1.5, body: 1 },
          tolerance,
          limit: candidates,
        }) as Results<IndexedDoc>;
        for (const hit of results.hits) {
          scores.set(hit.document.id, Math.max(scores.get(hit.document.id) ?? 0, hit.score));
        }
      }
      return [...scores]
        .map(([id, score]) => ({ id, score, ...judge(query, id) }))
        .sort((a, b) => rank(b) - rank(a) || b.score - a.score)
        .slice(0, limit);
    },
  };
}

/** A language's own small words (its stop words), for telling languages apart. */
export const languageWords = (locale: Locale): readonly string[] =>
  searchLanguages[locale].stopWords;
