import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { flattenKeys, type LocaleTree } from '../scripts/localeCheck';

/** The locale files as the crawler needs them: every key and value per language and namespace. */
export function readLocale(lng: string): Map<string, Map<string, string>> {
  const dir = join('locales', lng);
  return new Map(
    readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [
        f.replace(/\.json$/, ''),
        flattenKeys(JSON.parse(readFileSync(join(dir, f), 'utf8')) as LocaleTree),
      ]),
  );
}

/** Replaces {{placeholders}} so the copy can be compared with rendered text. */
export const withoutPlaceholders = (text: string) =>
  text
    .replace(/\{\{[^}]+\}\}/g, '')
    .replace(/\s+/g, ' ')
    .trim();
