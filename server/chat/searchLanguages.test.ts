import { create, insert, search } from '@orama/orama';
import { describe, expect, it } from 'vitest';
import { localeRegistry, locales } from '../../src/i18n/locales';
import { loadSearchLanguage, searchLanguages } from './searchLanguages';

describe.each(locales)('the search language of %s', (lng) => {
  it('is the one its registry entry names, with a stemmer and stop words', () => {
    const language = searchLanguages[lng];
    expect(language.name).toBe(localeRegistry[lng].search);
    expect(language.stemmer('Developers')).toEqual(expect.any(String));
    expect(language.stopWords.length).toBeGreaterThan(50);
  });
});

describe('search languages', () => {
  it('stems a language Orama knows, with its stop words', async () => {
    const spanish = await loadSearchLanguage('spanish');
    expect(spanish.stemmer('trabajos')).toBe(spanish.stemmer('trabajo'));
    expect(spanish.stopWords).toContain('que');
  });

  it('searches a language registered with none by whole words, keeping every word', async () => {
    const none = await loadSearchLanguage('none');
    expect(none.stemmer('ビザ申請')).toBe('ビザ申請');
    expect(none.stopWords).toEqual([]);
    const db = create({
      schema: { body: 'string' },
      components: { tokenizer: { language: none.name, stemming: true, stemmer: none.stemmer } },
    });
    await insert(db, { body: 'visto de trabalho' });
    const found = await search(db, { term: 'trabalho' });
    expect(found.count).toBe(1);
  });
});
