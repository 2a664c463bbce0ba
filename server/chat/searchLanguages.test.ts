// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { localeRegistry, locales } from '../../src/i18n/locales';
import { searchLanguages } from './searchLanguages';

describe.each(locales)('the search language of %s', (lng) => {
  it('is the one its registry entry names, with a stemmer and stop words', () => {
    const language = searchLanguages[lng];
    expect(language.name).toBe(localeRegistry[lng].search);
    expect(language.stemmer('Developers')).toEqual(expect.any(String));
    expect(language.stopWords.length).toBeGreaterThan(50);
  });
});
