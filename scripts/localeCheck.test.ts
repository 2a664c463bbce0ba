import { describe, expect, it } from 'vitest';
import { checkLocaleFolders, checkLocales, flattenKeys } from './localeCheck';

describe('flattenKeys', () => {
  it('flattens nested objects to dotted keys', () => {
    expect([...flattenKeys({ a: { b: 'x', c: { d: 'y' } }, e: 'z' })]).toEqual([
      ['a.b', 'x'],
      ['a.c.d', 'y'],
      ['e', 'z'],
    ]);
  });
});

describe('checkLocales', () => {
  const en = { common: { nav: { home: 'Home', hello: 'Hi {{name}}' } } };

  it('passes identical key sets', () => {
    expect(
      checkLocales(
        { en, es: { common: { nav: { home: 'Inicio', hello: 'Hola {{name}}' } } } },
        'en',
      ),
    ).toEqual([]);
  });

  it('reports missing, extra and empty keys, missing files, arrays and placeholder drift', () => {
    const problems = checkLocales(
      {
        en: { ...en, faq: { items: { a: 'A' } } },
        es: {
          common: {
            nav: { home: ' ', hello: 'Hola {{nombre}}', bye: 'Chao' },
            list: ['x'] as unknown as string,
          },
        },
      },
      'en',
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        'es/faq.json is missing',
        'es/common.json: nav.home is empty',
        'es/common.json: extra key nav.bye (not in en)',
        'es/common.json: uses an array; lists must be objects keyed by id',
        'es/common.json: nav.hello has placeholders {nombre} but en has {name}',
      ]),
    );
  });
});

describe('checkLocaleFolders', () => {
  it('accepts folders that are exactly the registered locales', () => {
    expect(checkLocaleFolders(['en', 'es'], ['es', 'en'])).toEqual([]);
  });

  it('reports a registered locale without folder and a folder nobody registered', () => {
    expect(checkLocaleFolders(['en', 'es', 'de'], ['en', 'es', 'fr'])).toEqual([
      'locales/de/ is missing (registered in src/i18n/locales.ts)',
      'locales/fr/ is not in the locale registry (src/i18n/locales.ts)',
    ]);
  });
});
