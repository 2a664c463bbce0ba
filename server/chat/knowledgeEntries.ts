import type { SiteConfig } from '../../src/config/siteConfig';
import type { Locale } from '../../src/i18n/locales';
import type { FactRecord } from './factRecords';
import type { AnswerMeta } from './bank/types';
import type { PagePassage } from './pageCopy';
import { pageAnswer, passageAnswer, quotePages } from './pageQuotes';
import type { IndexedDoc } from './searchIndex';
import { sourceOf, type Source } from './sources';
import type { SpellingMap } from './spelling';

/** Something the assistant can answer with: an answers bank entry or a page passage. */
/**
 * What the entry answers, as its bank meta says (bank/types.ts); a page passage has no aspects,
 * as only the search finds it.
 */
type EntryMeta = Pick<
  AnswerMeta,
  'audience' | 'aspects' | 'service' | 'covers' | 'coversAsked' | 'next'
>;

export interface KnowledgeEntry extends EntryMeta {
  /** `bank:<id>` or `<namespace>:<key.path>`. */
  id: string;
  answer: string;
  /** The page section that states it, linked at the end of the answer. */
  source?: Source;
  /** Its facts belong to a section the site config switches off: it answers with a call offer. */
  hidden?: boolean;
}

/** What building one language's entries needs. */
export interface EntrySources {
  locale: Locale;
  records: readonly FactRecord[];
  passages: ReadonlyMap<string, PagePassage>;
  bundles: ReadonlyMap<string, unknown>;
  flags: SiteConfig['flags'];
  fill: (text: string) => string | null;
  spelling: SpellingMap;
  /** The language's copy the entries use: yes/no words, list case, the call offer. */
  copy: { yesNoWords: string; lowerCaseListItems: string; onCall: string };
}

/** A fact's own answer in a language: its page passage or its quoting copy, then its listed passages. */
function ownAnswer(record: FactRecord, from: EntrySources): string {
  const { passages, bundles, fill, copy } = from;
  const page = record.page ? passages.get(record.page) : undefined;
  const text = record.copy[from.locale]?.answer ?? '';
  const listed = (record.pages ?? []).flatMap((id) => passages.get(id) ?? []);
  return [
    page
      ? pageAnswer(page, copy.yesNoWords)
      : fill(
          quotePages(
            text,
            (namespace) => bundles.get(namespace),
            copy.lowerCaseListItems === 'yes',
          ),
        ),
    ...listed.map(passageAnswer),
  ]
    .filter(Boolean)
    .join('\n');
}

/** The entry of a fact, and its document for the search. */
function factEntry(record: FactRecord, from: EntrySources) {
  const keywords = record.copy[from.locale]?.keywords.trim();
  const own = keywords ? ownAnswer(record, from) : '';
  if (!keywords || !own) return undefined;
  const switchedOff = record.flag !== undefined && !from.flags[record.flag];
  const source = switchedOff ? undefined : sourceOf(record.source ?? record.page ?? '');
  const id = `bank:${record.id}`;
  const entry: KnowledgeEntry = {
    id,
    audience: record.audience,
    aspects: record.aspects,
    ...(record.service ? { service: record.service } : {}),
    ...(record.covers ? { covers: record.covers } : {}),
    ...(record.coversAsked ? { coversAsked: record.coversAsked } : {}),
    next: switchedOff ? null : record.next,
    answer: switchedOff ? from.copy.onCall : own,
    ...(source ? { source } : {}),
    ...(switchedOff ? { hidden: true } : {}),
  };
  const title = record.page ? (from.passages.get(record.page)?.title ?? '') : '';
  const doc: IndexedDoc = {
    id,
    keywords: from.spelling(keywords),
    title,
    body: switchedOff ? '' : own,
  };
  return { entry, doc };
}

/**
 * Every entry of a language: the answers bank's facts, then each page passage no fact quotes,
 * with the documents the search indexes. A fact of a section the site config switches off
 * answers with the offer of a call, and its facts are not indexed.
 */
export function knowledgeEntries(from: EntrySources) {
  const entries = new Map<string, KnowledgeEntry>();
  const docs: IndexedDoc[] = [];
  const quoted = new Set(
    from.records.flatMap((record) => [
      ...(record.page ? [record.page] : []),
      ...(record.pages ?? []),
    ]),
  );
  for (const record of from.records) {
    const made = factEntry(record, from);
    if (!made) continue;
    entries.set(made.entry.id, made.entry);
    docs.push(made.doc);
  }
  for (const passage of from.passages.values()) {
    if (quoted.has(passage.id)) continue;
    const source = sourceOf(passage.id);
    entries.set(passage.id, {
      id: passage.id,
      audience: 'any',
      aspects: [],
      answer: passageAnswer(passage),
      ...(source ? { source } : {}),
    });
    docs.push({ id: passage.id, keywords: '', title: passage.title, body: passage.body });
  }
  return { entries, docs };
}
