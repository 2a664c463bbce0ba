import type { Locale } from '../../src/i18n/locales';
import { answerMeta, type AnswerMeta } from './answersBank';

/** What a fact says in one language: how visitors ask for it, and its answer. */
export interface FactCopy {
  keywords: string;
  /** Absent when the fact is a page's passage (`page`), which answers in its own words. */
  answer?: string;
}

/**
 * One fact, whole: what it answers (aspects, service, audience), where the site states it (its
 * page section), its next step, and its copy in every language (`answers.<id>` of
 * `locales/<lng>/chatAnswers.json`).
 */
export interface FactRecord extends AnswerMeta {
  id: string;
  copy: Partial<Record<Locale, FactCopy>>;
}

/** Every fact of the answers bank with its copy in the languages given. */
export function factRecords(
  answers: Partial<Record<Locale, Record<string, FactCopy>>>,
): FactRecord[] {
  return Object.entries(answerMeta).map(([id, meta]) => ({
    id,
    ...meta,
    copy: Object.fromEntries(
      Object.entries(answers).flatMap(([locale, copy]) => (copy?.[id] ? [[locale, copy[id]]] : [])),
    ),
  }));
}
