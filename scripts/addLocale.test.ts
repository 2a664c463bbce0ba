import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftLocales, locales, registeredLocales } from '../src/i18n/locales';
import { addLocale, addToRegistry, describeLocale, withPluralForms } from './addLocale';
import { readGlossary } from './glossary';
import { checkLocaleFolders, checkLocales, checkPlurals, type LocaleTree } from './localeCheck';
import { readLocaleBundles } from './localeFiles';
import { localeStatus, percentTranslated, untranslatedProblems } from './localeStatus';

describe('describeLocale', () => {
  it('takes the endonym from Intl and the search language from Orama’s list', () => {
    expect(describeLocale('pt', 'pt-BR')).toEqual({
      code: 'pt',
      intl: 'pt-BR',
      endonym: 'Português',
      search: 'portuguese',
    });
    expect(describeLocale('fr', 'fr-fr')).toMatchObject({ intl: 'fr-FR', endonym: 'Français' });
  });

  it('searches by whole words where Orama has no stemmer, and takes one given', () => {
    expect(describeLocale('ja', 'ja-JP').search).toBe('none');
    expect(describeLocale('ja', 'ja-JP', { search: 'english' }).search).toBe('english');
    expect(() => describeLocale('ja', 'ja-JP', { search: 'klingon' })).toThrow(/klingon/);
  });

  it('refuses a code that cannot be a URL prefix and a tag that is no locale', () => {
    expect(() => describeLocale('PT', 'pt-BR')).toThrow(/two or three lowercase letters/);
    expect(() => describeLocale('pt', 'pt_BR!')).toThrow(/not a locale tag/);
  });
});

describe('addToRegistry', () => {
  const source = `export const localeRegistry = {\n  en: { endonym: 'English', intl: 'en-US', search: 'english' },\n} as const satisfies Record<string, LocaleEntry>;\n`;

  it('adds the entry, as a draft, after the last one', () => {
    expect(addToRegistry(source, describeLocale('pt', 'pt-BR'))).toBe(
      `export const localeRegistry = {\n  en: { endonym: 'English', intl: 'en-US', search: 'english' },\n  pt: { endonym: "Português", intl: 'pt-BR', search: 'portuguese', draft: true },\n} as const satisfies Record<string, LocaleEntry>;\n`,
    );
  });

  it('refuses a language already registered', () => {
    expect(() => addToRegistry(source, describeLocale('en', 'en-GB'))).toThrow(
      'en is already registered.',
    );
  });
});

describe('withPluralForms', () => {
  const english = {
    a: 'x',
    left_one: 'One left',
    left_other: '{{count}} left',
    n: { b_other: 'Bs' },
  };

  it('writes exactly the forms a language needs, where English has its forms', () => {
    expect(withPluralForms(english, ['one', 'many', 'other'])).toEqual({
      a: 'x',
      left_one: 'One left',
      left_many: '{{count}} left',
      left_other: '{{count}} left',
      n: { b_one: 'Bs', b_many: 'Bs', b_other: 'Bs' },
    });
    expect(Object.keys(withPluralForms(english, ['other']))).toEqual(['a', 'left_other', 'n']);
  });
});

// The first of these the repository has not registered yet (while a translator's draft of
// Portuguese is registered, Italian).
const candidates = [
  { code: 'pt', intl: 'pt-BR', endonym: 'Português', search: 'portuguese' },
  { code: 'it', intl: 'it-IT', endonym: 'Italiano', search: 'italian' },
  { code: 'nl', intl: 'nl-NL', endonym: 'Nederlands', search: 'dutch' },
] as const;
const added = candidates.find(({ code }) => !(registeredLocales as string[]).includes(code));

describe('npm run i18n:add in a copy of the repository', () => {
  let root: string;
  if (!added) throw new Error('Every candidate language is registered: add one to the list.');
  const { code, intl } = added;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'i18n-add-'));
    cpSync('locales/en', join(root, 'locales/en'), { recursive: true });
    cpSync('src/i18n/locales.ts', join(root, 'src/i18n/locales.ts'));
    cpSync('.prettierrc.json', join(root, '.prettierrc.json'));
    await addLocale(describeLocale(code, intl), root);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('copies every English file: as it is, or with the plural forms the language needs', () => {
    const files = readdirSync('locales/en');
    expect(readdirSync(join(root, 'locales', code))).toEqual(files);
    const categories = new Intl.PluralRules(intl).resolvedOptions().pluralCategories;
    for (const file of files) {
      const english = readFileSync(join('locales/en', file), 'utf8');
      const expected = /_(zero|one|two|few|many|other)"/.test(english)
        ? `${JSON.stringify(withPluralForms(JSON.parse(english) as LocaleTree, categories), null, 2)}\n`
        : english;
      expect(readFileSync(join(root, 'locales', code, file), 'utf8')).toBe(expected);
    }
  });

  it('registers the language as a draft, which no published list contains', async () => {
    const registry = join(root, 'src/i18n/locales.ts');
    expect(readFileSync(registry, 'utf8')).toContain(
      `  ${code}: { endonym: '${added.endonym}', intl: '${intl}', search: '${added.search}', draft: true },\n`,
    );
    const module = (await import(
      pathToFileURL(registry).href
    )) as typeof import('../src/i18n/locales');
    expect(module.registeredLocales).toEqual([...registeredLocales, code]);
    expect(module.draftLocales).toEqual([...draftLocales, code]);
    expect(module.locales).toEqual(locales);
    expect(module.isLocale(code)).toBe(false);
  });

  it('passes the locale check as a draft, with its progress, and fails it once published', () => {
    const registered = ['en', code];
    const { bundles, folders, fileProblems, locate } = readLocaleBundles(
      join(root, 'locales'),
      registered,
    );
    const categories = (lng: string) =>
      new Intl.PluralRules(lng === code ? intl : 'en-US').resolvedOptions().pluralCategories;
    expect([
      ...fileProblems,
      ...checkLocaleFolders(registered, folders),
      ...checkLocales(bundles, 'en', locate),
      ...checkPlurals(bundles, categories, locate),
    ]).toEqual([]);

    const status = localeStatus(bundles, 'en', readGlossary());
    const draft = status.filter((row) => row.lng === code);
    expect(percentTranslated(draft)).toBeLessThan(5);
    expect(untranslatedProblems(status, bundles, ['en'], locate)).toEqual([]);
    const published = untranslatedProblems(status, bundles, ['en', code], locate);
    expect(published.length).toBe(draft.reduce((sum, row) => sum + row.untranslated.length, 0));
    expect(published).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `locales/${code}/common\\.json:\\d+:\\d+: nav\\.\\S+ is still the English text ".+": translate it`,
        ),
      ),
    );
  });
});
