/**
 * Starts a language as a draft (`npm run i18n:add -- pt pt-BR`): copies English's locale files
 * to `locales/<code>/`, with the plural forms the language needs, and adds the language's
 * entry, with `draft: true`, to the locale registry. The endonym comes from the Intl locale's
 * own name for its language, the chat's search language from Orama's list; either can be
 * given instead.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { LocaleEntry } from '../src/i18n/locales';
import { pluralForm, type LocaleTree } from './localeCheck';
import { searchLanguageNames, type SearchLanguageName } from '../src/shared/searchLanguageNames';

export interface NewLocale extends Required<Omit<LocaleEntry, 'draft'>> {
  code: string;
}

const isSearchLanguage = (name: string): name is SearchLanguageName =>
  (searchLanguageNames as readonly string[]).includes(name);

/** The new language's registry entry, or an error a translator can act on. */
export function describeLocale(
  code: string,
  intl: string,
  given: { endonym?: string; search?: string } = {},
): NewLocale {
  if (!/^[a-z]{2,3}$/.test(code)) {
    throw new Error(
      `"${code}" cannot be a language code: it is the URL prefix (/pt/…), two or three lowercase letters.`,
    );
  }
  let canonical: string;
  try {
    [canonical = ''] = Intl.getCanonicalLocales(intl);
  } catch {
    throw new Error(
      `"${intl}" is not a locale tag: write the language and the country, like pt-BR.`,
    );
  }
  if (!Intl.NumberFormat.supportedLocalesOf([canonical]).length) {
    throw new Error(`This Node.js has no formatting data for ${canonical}: check the tag.`);
  }
  const language = new Intl.Locale(canonical).language;
  const ownName = new Intl.DisplayNames([canonical], { type: 'language' }).of(language) ?? code;
  const endonym =
    given.endonym ?? ownName.charAt(0).toLocaleUpperCase(canonical) + ownName.slice(1);
  const inferred = new Intl.DisplayNames(['en'], { type: 'language' }).of(language)?.toLowerCase();
  // A language Orama cannot stem is searched by whole words ("none"); a name given must be one
  // Orama knows.
  const search = given.search ?? (inferred && isSearchLanguage(inferred) ? inferred : 'none');
  if (search !== 'none' && !isSearchLanguage(search)) {
    throw new Error(
      `The chat's search (Orama) has no stemmer for ${search}. ` +
        `Pass --search with one of: ${searchLanguageNames.join(', ')}, or none.`,
    );
  }
  return { code, intl: canonical, endonym, search };
}

/** The registry entry (prettier then writes it in the file's style). */
export const registryEntry = ({ code, endonym, intl, search }: NewLocale) =>
  `${code}: { endonym: ${JSON.stringify(endonym)}, intl: '${intl}', search: '${search}', draft: true },`;

/**
 * The registry module's source with the entry added last. The registry is written as prettier
 * formats it: one entry per line between `localeRegistry = {` and `} as const`.
 */
export function addToRegistry(source: string, locale: NewLocale): string {
  const registry = /(export const localeRegistry = \{\n)((?: {2}.*\n)*)(\} as const)/.exec(source);
  if (!registry)
    throw new Error('src/i18n/locales.ts: no `export const localeRegistry = {…} as const`.');
  const [whole, opening = '', entries = '', closing = ''] = registry;
  if (new RegExp(`^  ['"]?${locale.code}['"]?:`, 'm').test(entries)) {
    throw new Error(`${locale.code} is already registered.`);
  }
  const updated = `${opening}${entries}  ${registryEntry(locale)}\n${closing}`;
  return source.replace(whole, () => updated);
}

/** CLDR's order of plural categories, the order the forms are written in. */
const categoryOrder = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * English's texts with the plural forms another language needs: each key written as forms
 * (`left_one`, `left_other`) gets exactly the language's categories, in CLDR order, where the
 * English ones were; a form English lacks starts as English's `_other` (Portuguese `_many`).
 */
export function withPluralForms(tree: LocaleTree, categories: readonly string[]): LocaleTree {
  const out: LocaleTree = {};
  const written = new Set<string>();
  for (const [key, value] of Object.entries(tree)) {
    const base = pluralForm.exec(key)?.[1];
    const other = base === undefined ? undefined : tree[`${base}_other`];
    if (typeof value !== 'string') out[key] = withPluralForms(value, categories);
    else if (base === undefined || typeof other !== 'string') out[key] = value;
    else if (!written.has(base)) {
      written.add(base);
      for (const form of categoryOrder.filter((category) => categories.includes(category))) {
        out[`${base}_${form}`] = tree[`${base}_${form}`] ?? other;
      }
    }
  }
  return out;
}

export interface AddedLocale {
  folder: string;
  files: string[];
  registryFile: string;
}

/** Copies English's files and registers the draft; `root` is the repository (a copy in tests). */
export async function addLocale(locale: NewLocale, root = '.'): Promise<AddedLocale> {
  const folder = join(root, 'locales', locale.code);
  if (existsSync(folder)) throw new Error(`${folder} already exists.`);
  const registryFile = join(root, 'src/i18n/locales.ts');
  const source = addToRegistry(readFileSync(registryFile, 'utf8'), locale);
  const english = join(root, 'locales/en');
  const files = readdirSync(english).filter((file) => file.endsWith('.json'));
  const categories = new Intl.PluralRules(locale.intl).resolvedOptions().pluralCategories;
  mkdirSync(folder);
  for (const file of files) {
    const texts = JSON.parse(readFileSync(join(english, file), 'utf8')) as LocaleTree;
    writeFileSync(
      join(folder, file),
      `${JSON.stringify(withPluralForms(texts, categories), null, 2)}\n`,
    );
  }
  const options = (await resolveConfig(registryFile)) ?? {};
  writeFileSync(registryFile, await format(source, { ...options, filepath: registryFile }));
  return { folder, files, registryFile };
}
