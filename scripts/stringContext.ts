/**
 * What a translator needs to know about a text besides its English: where it appears (the
 * page, from the route table, and the components that read it, from the code's key uses) and,
 * for buttons and headings, whether the translation runs much longer than English.
 */
import { basename } from 'node:path';
import type { Locale } from '../src/i18n/locales';
import { localizedPath } from '../src/i18n/paths';
import { routes } from '../src/routes';
import { baseKey } from './localeCheck';
import { patternMatches, type KeyUse } from './keyUsage';

/** Namespaces that belong to no single page. */
const shared: Record<string, string> = {
  common: 'every page',
  chat: 'chat window',
  chatAnswers: 'chat assistant (its answers and the words it recognizes)',
};

/** Components whose file name says less than a description. */
const describedFiles: Record<string, string> = {
  'src/app/head.ts': 'browser tab and search results',
};

const componentOf = (file: string) => describedFiles[file] ?? basename(file).replace(/\.\w+$/, '');

/**
 * `contextOf(lng, namespace, key)`: `/pt/about/company › ManifestoSection`, `every page ›
 * Footer`. The page is the route whose id names the namespace, at its URL in that language.
 */
export function stringContext(uses: readonly KeyUse[]) {
  return (lng: string, namespace: string, key: string): string => {
    const route = routes.find((r) => r.id === namespace);
    const page =
      shared[namespace] ?? (route ? localizedPath(route, lng as Locale) : `${namespace}.json`);
    const readers = new Set(
      uses
        .filter(
          (use) => use.namespaces.includes(namespace) && patternMatches(use.pattern, baseKey(key)),
        )
        .map((use) => componentOf(use.file)),
    );
    return readers.size ? `${page} › ${[...readers].join(', ')}` : page;
  };
}

/**
 * Buttons, headings and labels, by the last segment of their key, when their English is short:
 * the texts a layout has the least room for.
 */
const shortTextKey =
  /(^|\.)(title|heading|eyebrow|label|cta|button|knowMore|bookCall)$|(Cta|Button|Title)$/;
const shortEnglish = 50;

export const isShortText = (key: string, english: string) =>
  shortTextKey.test(baseKey(key)) && english.length <= shortEnglish;

/**
 * A warning when the translation of a button or heading is more than half as long again as
 * its English (and at least 8 characters longer): it may wrap or be cut on a phone.
 */
export function lengthWarning(key: string, english: string, translation: string): string | null {
  if (!isShortText(key, english)) return null;
  const extra = translation.length - english.length;
  if (translation.length <= english.length * 1.5 || extra < 8) return null;
  return `${translation.length} characters where English has ${english.length}: a button or heading, keep it short`;
}
