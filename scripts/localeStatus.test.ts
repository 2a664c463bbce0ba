import { describe, expect, it } from 'vitest';
import type { Glossary } from './glossary';
import { formatTable, localeStatus, percentTranslated, untranslatedProblems } from './localeStatus';

const glossary: Glossary = {
  names: ['SoulMove'],
  sameAsEnglish: { es: ['Legal'] },
  notText: {},
};

const bundles = {
  en: {
    home: {
      title: 'Home',
      brand: 'SoulMove',
      legal: 'Legal',
      intro: 'Welcome',
      left_one: 'a',
      left_other: 'b',
    },
  },
  es: { home: { title: 'Inicio', brand: 'SoulMove', legal: 'Legal', intro: 'Welcome' } },
  pt: { home: { title: 'Home', brand: 'SoulMove', legal: 'Legal', intro: 'Welcome' } },
};

describe('localeStatus', () => {
  it('counts texts, missing keys and values still in English, as the glossary allows', () => {
    expect(localeStatus(bundles, 'en', glossary)).toEqual([
      { lng: 'en', namespace: 'home', keys: 6, missing: [], untranslated: [] },
      { lng: 'es', namespace: 'home', keys: 4, missing: ['left'], untranslated: ['intro'] },
      {
        lng: 'pt',
        namespace: 'home',
        keys: 4,
        missing: ['left'],
        untranslated: ['title', 'legal', 'intro'],
      },
    ]);
  });
});

describe('percentTranslated', () => {
  it('counts missing and English texts as left, rounding down', () => {
    const rows = localeStatus(bundles, 'en', glossary);
    // es: 4 texts + 1 missing, 1 in English: 3 of 5.
    expect(percentTranslated(rows.filter((row) => row.lng === 'es'))).toBe(60);
    // pt: 1 of 5.
    expect(percentTranslated(rows.filter((row) => row.lng === 'pt'))).toBe(20);
    expect(percentTranslated(rows.filter((row) => row.lng === 'en'))).toBe(100);
    expect(
      percentTranslated([
        { lng: 'x', namespace: 'a', keys: 999, missing: [], untranslated: ['k'] },
      ]),
    ).toBe(99);
  });
});

describe('untranslatedProblems', () => {
  it('fails a published language on each value still in English, and never a draft', () => {
    const rows = localeStatus(bundles, 'en', glossary);
    const locate = (lng: string, ns: string, key?: string) => `locales/${lng}/${ns}.json:${key}`;
    expect(untranslatedProblems(rows, bundles, ['en', 'es'], locate)).toEqual([
      'locales/es/home.json:intro: intro is still the English text "Welcome": translate it (a name or a word es writes the same way goes in locales/glossary.json)',
    ]);
  });
});

describe('formatTable', () => {
  it('pads text left and numbers right', () => {
    expect(
      formatTable(
        ['a', 'n', 'p'],
        [
          ['es', '12', '5%'],
          ['en', '3', '100%'],
        ],
      ),
    ).toBe(['a   n   p', '--  --  ----', 'es  12    5%', 'en   3  100%'].join('\n'));
  });
});
