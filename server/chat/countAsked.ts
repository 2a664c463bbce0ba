import { escapeRegExp, interpolate, normalizeText } from '../../src/shared/chat/text';
import type { KnowledgeEntry, LocaleKnowledge } from './knowledge';
import type { PageList } from './pageLists';
import { withCitation } from './replyParts';
import { servicePages } from './servicePages';
import { sourceOf, type Source } from './sources';
import type { Turn } from './turn';

/** A noun this short is a stem already; a longer one loses its ending ("pasos": "paso"). */
const minStem = 4;
const endingLength = 2;

/**
 * The nouns counted in a message ("how many programs", "cuántos pasos", "wie viele Schritte"),
 * each as the visitor wrote it, so the count reads in their words ("5 Programme").
 */
function nounsCounted(text: string, howMany: string): string[] {
  const pattern = countPattern(howMany);
  if (!pattern) return [];
  const plain = normalizeText(text);
  return [...plain.matchAll(pattern)].map((found) => {
    const at = (found.index ?? 0) + found[0].length - (found[1]?.length ?? 0);
    const noun = found[1] ?? '';
    return plain.length === text.length ? text.slice(at, at + noun.length) : noun;
  });
}

/** The pattern of a language's "how many" phrases and the noun after them, compiled once. */
const patterns = new Map<string, RegExp | null>();
function countPattern(howMany: string): RegExp | null {
  let pattern = patterns.get(howMany);
  if (pattern === undefined) {
    const phrases = howMany
      .split(',')
      .map((phrase) => normalizeText(phrase.trim()))
      .filter(Boolean);
    pattern = phrases.length
      ? new RegExp(
          `(?<![\\p{L}])(?:${phrases.map(escapeRegExp).join('|')})\\s+(\\p{L}[\\p{L}-]*)`,
          'gu',
        )
      : null;
    patterns.set(howMany, pattern);
  }
  return pattern;
}

const stemOf = (noun: string) => {
  const plain = normalizeText(noun);
  return plain.slice(0, Math.max(minStem, plain.length - endingLength));
};

/**
 * The pages to count on, the likeliest first: a page the message names ("in Migración"), the
 * pages of the facts the reply gives, then the pages of the services asked about ("how many
 * packages does the marketing lab have?" is not counted on the relocation page).
 */
function pagesToCount(turn: Turn, facts: readonly KnowledgeEntry[]): string[] {
  const plain = normalizeText(turn.text);
  const named = [...turn.item.pages].flatMap(([page, card]) => {
    const [word = ''] = normalizeText(card.name).split(/\s+/);
    return word.length > minStem && plain.includes(word) ? [page] : [];
  });
  return [
    ...new Set([
      ...named,
      ...facts.flatMap((fact) => fact.source?.page ?? []),
      ...turn.asks.flatMap((ask) => (ask.service ? servicePages[ask.service] : [])),
    ]),
  ];
}

/**
 * The word a page heads its list with for a noun the visitor counts by another ("stages" and
 * "phases" are steps: `engine.countWords`, "stages=steps").
 */
function headingWord(noun: string, countWords: string): string {
  const plain = normalizeText(noun);
  for (const pair of countWords.split(',')) {
    const [from = '', to = ''] = pair.split('=').map((word) => normalizeText(word.trim()));
    if (from && to && plain === from) return to;
  }
  return plain;
}

/**
 * The list a noun counts: on the first of the pages with one headed by it; asked of no page,
 * the only list of the site headed by it.
 */
function listCounted(lists: readonly PageList[], pages: readonly string[], noun: string) {
  const stem = new RegExp(`(?<![\\p{L}])${escapeRegExp(stemOf(noun))}`, 'u');
  const headed = lists.filter((list) => stem.test(normalizeText(list.heading)));
  for (const page of pages) {
    const found = headed.find((list) => list.id.startsWith(`${page}:`));
    if (found) return found;
  }
  return !pages.length && headed.length === 1 ? headed[0] : undefined;
}

/**
 * "How many programs do you offer?", "¿cuántos pasos tiene el proceso?": the list the noun
 * names on the pages the question is about, counted and named item by item, with its section.
 * A count the pages do not hold as a list is left to the facts.
 */
export interface Counted {
  count: number;
  /** The noun counted, as the visitor wrote it. */
  noun: string;
  /** The count as a passage: "5 programs: …", citing the list's section. */
  entry: KnowledgeEntry;
}

export function countsAsked(turn: Turn, facts: readonly KnowledgeEntry[]): Counted[] {
  const item: LocaleKnowledge = turn.item;
  const nouns = nounsCounted(turn.text, item.engine.howMany);
  if (!nouns.length) return [];
  const pages = pagesToCount(turn, facts);
  return nouns.flatMap((noun) => {
    const list = listCounted(item.lists, pages, headingWord(noun, item.engine.countWords));
    if (!list) return [];
    const source = sourceOf(list.id);
    const count = list.items.length;
    // A fact of the list's own section already names the items: the count alone follows it.
    const listed = facts.some((fact) => samePlace(fact.source, source));
    const answer = interpolate(listed ? item.engine.countTotal : item.engine.countLine, {
      count: String(count),
      noun,
      items: list.items.map((entry) => entry.title.replace(/[.:;]+$/, '')).join('; '),
    });
    const entry: KnowledgeEntry = {
      id: list.id,
      audience: 'any',
      aspects: [],
      answer,
      // Cited once, by the fact that lists the items.
      ...(source && !listed ? { source } : {}),
    };
    return [{ count, noun, entry }];
  });
}

/** The lines of the counts, each with the page section that shows the list. */
export const countLines = (item: LocaleKnowledge, counts: readonly Counted[]) =>
  counts.map(({ entry }) => withCitation(item, entry));

const samePlace = (a: Source | undefined, b: Source | undefined) =>
  !!a && !!b && a.page === b.page && a.section === b.section;

/** A fact of the list's own section that already says how many ("Your 5-Step Journey"). */
export const statesCount = (fact: KnowledgeEntry, { count, entry }: Counted) =>
  samePlace(fact.source, sourceOf(entry.id)) &&
  new RegExp(`(?<!\\d)${count}(?!\\d)`).test(fact.answer);

/**
 * "And how many steps are there, and which is the first?": a message that counts a list and
 * also names one of its items gets the count beside that item, in the visitor's noun ("Son 4
 * pasos en total."), unless the list's title already says it ("Our process in 6 steps").
 */
export function countOfList(turn: Turn, list: PageList): string | undefined {
  const { engine } = turn.item;
  const [noun] = nounsCounted(turn.text, engine.howMany);
  const count = list.items.length;
  if (!noun || new RegExp(`(?<!\\d)${count}(?!\\d)`).test(list.title ?? '')) return undefined;
  return interpolate(engine.countAmong, { count: String(count), noun });
}
