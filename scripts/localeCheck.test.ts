import { describe, expect, it } from 'vitest';
import {
  baseKey,
  checkKeyUsage,
  checkLocaleFolders,
  checkLocales,
  checkPlurals,
  flattenKeys,
  markers,
} from './localeCheck';

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

  it('reports missing, extra and empty keys, missing files and placeholder drift', () => {
    const problems = checkLocales(
      {
        en: { ...en, faq: { items: { a: 'A' } } },
        es: { common: { nav: { home: ' ', hello: 'Hola {{nombre}}', bye: 'Chao' } } },
      },
      'en',
    );
    expect(problems).toEqual([
      'es/common.json: nav.home is empty',
      'es/common.json: nav.hello has placeholders/tags [{{nombre}}] but en has [{{name}}]',
      'es/common.json: extra key nav.bye (not in en)',
      'es/faq.json is missing',
    ]);
  });

  it('points each message at the place the locator names', () => {
    const locate = (lng: string, ns: string, key?: string) =>
      key ? `locales/${lng}/${ns}.json:${key.length}:1` : `locales/${lng}/${ns}.json`;
    expect(
      checkLocales({ en, es: { common: { nav: { home: '', hello: 'Hola' } } } }, 'en', locate),
    ).toEqual([
      'locales/es/common.json:8:1: nav.home is empty',
      'locales/es/common.json:9:1: nav.hello has placeholders/tags [] but en has [{{name}}]',
    ]);
  });

  it('requires {{count}} in a text that is no plural form when English has it', () => {
    const slide = { en: { common: { slide: 'Slide {{count}} of {{total}}' } } };
    expect(
      checkLocales({ ...slide, es: { common: { slide: 'Diapositiva de {{total}}' } } }, 'en'),
    ).toEqual([
      'es/common.json: slide has placeholders/tags [{{total}}] but en has [{{count}} {{total}}]',
    ]);
    expect(
      checkLocales(
        { ...slide, es: { common: { slide: 'Diapositiva {{count}} de {{total}}' } } },
        'en',
      ),
    ).toEqual([]);
  });

  it('reports Trans tags that differ', () => {
    expect(
      checkLocales(
        {
          en: { common: { terms: 'Read <0>the terms</0>' } },
          es: { common: { terms: 'Lee <1>los términos</1>' } },
        },
        'en',
      ),
    ).toEqual(['es/common.json: terms has placeholders/tags [</1> <1>] but en has [</0> <0>]']);
  });

  it('compares plural forms as one key, whatever forms each language has', () => {
    expect(
      checkLocales(
        {
          en: { chat: { left_one: 'One left', left_other: '{{count}} left' } },
          es: {
            chat: {
              left_one: 'Queda uno',
              left_many: 'Quedan {{count}}',
              left_other: 'Quedan {{count}}',
            },
          },
        },
        'en',
      ),
    ).toEqual([]);
    expect(
      checkLocales(
        { en: { chat: { left_one: 'One left', left_other: '{{count}} left' } }, es: { chat: {} } },
        'en',
      ),
    ).toEqual(['es/chat.json: missing left']);
  });
});

describe('markers', () => {
  it('lists placeholders and tags, leaving out count in a plural form', () => {
    const text = '{{count}} items for {{ name }}, <0>see</0> {{price, number}}<br/>';
    expect(markers(text, { plural: true })).toBe('</0> <0> <br/> {{name}} {{price}}');
    expect(markers(text)).toBe('</0> <0> <br/> {{count}} {{name}} {{price}}');
  });
});

describe('checkPlurals', () => {
  const categories = (lng: string) => (lng === 'es' ? ['one', 'many', 'other'] : ['one', 'other']);

  it('accepts exactly the categories of each language', () => {
    expect(
      checkPlurals(
        {
          en: { chat: { left_one: 'a', left_other: 'b' } },
          es: { chat: { left_one: 'a', left_many: 'b', left_other: 'c' } },
        },
        categories,
      ),
    ).toEqual([]);
  });

  it('reports missing and superfluous forms, and a plain value beside the forms', () => {
    expect(
      checkPlurals(
        {
          en: { chat: { left: 'x', left_one: 'a', left_few: 'b', left_other: 'c' } },
          es: { chat: { left_one: 'a', left_other: 'c' } },
        },
        categories,
      ),
    ).toEqual([
      'en/chat.json: left has plural forms {few, one, other} but en needs {one, other}',
      'en/chat.json: left has plural forms and a plain value',
      'es/chat.json: left has plural forms {one, other} but es needs {many, one, other}',
    ]);
  });

  it('names a plural form by its base key', () => {
    expect(baseKey('items.left_other')).toBe('items.left');
    expect(baseKey('items.other')).toBe('items.other');
  });
});

describe('checkKeyUsage', () => {
  const en = {
    home: {
      hero: { title: 'Hi', slides: { a: { title: 'A' }, b: { title: 'B' } } },
      left_one: 'one',
      left_other: 'many',
      old: 'Unused',
    },
  };
  const use = (pattern: string, namespaces = ['home']) => ({ namespaces, pattern, file: 'x.tsx' });

  it('counts literal keys, one-segment patterns and plural forms as used', () => {
    expect(
      checkKeyUsage({ en }, 'en', [use('hero.title'), use('hero.slides.*.title'), use('left')]),
    ).toEqual(['en/home.json: old is never used by the code']);
  });

  it('reports a key the code reads that is not defined', () => {
    expect(
      checkKeyUsage({ en }, 'en', [
        use('hero.title'),
        use('hero.slides.*.title'),
        use('left'),
        use('old'),
        use('hero.subtitle'),
        use('hero.*.text'),
      ]),
    ).toEqual([
      'x.tsx reads home:hero.subtitle, which en does not define',
      'x.tsx reads home:hero.*.text, which en does not define',
    ]);
  });

  it('accepts a key of a computed namespace defined in one of its namespaces', () => {
    expect(
      checkKeyUsage({ en: { a: { x: 'X' }, b: { x: 'X', y: 'Y' } } }, 'en', [
        use('x', ['a', 'b']),
        use('y', ['a', 'b']),
      ]),
    ).toEqual([]);
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
