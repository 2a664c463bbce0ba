import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localeRegistry } from '../../src/i18n/locales';
import { checkLocales } from '../localeCheck';
import { readLocaleBundles } from '../localeFiles';
import { localeTexts } from './localeTexts';

let dir: string;
const registry = {
  ...localeRegistry,
  pt: { endonym: 'Português', intl: 'pt-BR', search: 'portuguese', draft: true },
} as const;
const texts = () => localeTexts({ dir, registry, reference: 'en' });
const file = (lng: string, ns: string) => readFileSync(join(dir, lng, `${ns}.json`), 'utf8');

beforeEach(() => {
  dir = join(mkdtempSync(join(tmpdir(), 'locale-texts-')), 'locales');
  cpSync('locales', dir, { recursive: true });
  // A draft, as `npm run i18n:add` starts one: English copied.
  cpSync(join(dir, 'en'), join(dir, 'pt'), { recursive: true });
});
afterEach(() => rmSync(join(dir, '..'), { recursive: true, force: true }));

describe('the translator editor on the dev server', () => {
  it('reads a text with its file, line, English and glossary', () => {
    const entry = texts().entry({ lng: 'es', ns: 'company', key: 'intro.title' });
    expect(entry).toMatchObject({
      file: 'locales/es/company.json',
      line: 7,
      value: 'Nuestra historia',
      english: 'Our Story',
      draft: false,
      keep: [],
    });
    expect(entry.glossary).toContainEqual({
      term: 'Our Story',
      note: 'Nuestra historia (common.json › routes.company)',
    });
    expect(texts().entry({ lng: 'es', ns: 'company', key: 'intro.lead' }).keep).toEqual([
      '{{brand}}',
    ]);
  });

  it('names the plural forms the language needs, with their texts, and checks them as one', () => {
    writeFileSync(
      join(dir, 'en', 'plural.json'),
      '{\n  "left_one": "{{count}} message left",\n  "left_other": "{{count}} messages left"\n}\n',
    );
    writeFileSync(
      join(dir, 'es', 'plural.json'),
      '{\n  "left_one": "Queda un mensaje",\n  "left_many": "Quedan {{count}} de mensajes",\n  "left_other": "Quedan {{count}} mensajes"\n}\n',
    );
    const entry = texts().entry({ lng: 'es', ns: 'plural', key: 'left_many' });
    expect(entry.english).toBe('{{count}} messages left');
    expect(entry.plural).toEqual({
      base: 'left',
      form: 'many',
      forms: [
        { form: 'one', key: 'left_one', value: 'Queda un mensaje' },
        { form: 'many', key: 'left_many', value: 'Quedan {{count}} de mensajes' },
        { form: 'other', key: 'left_other', value: 'Quedan {{count}} mensajes' },
      ],
    });
    // A plural form may spell out its number…
    expect(
      texts().save({ lng: 'es', ns: 'plural', key: 'left_many', value: 'Quedan muchos mensajes' })
        .response,
    ).toMatchObject({ ok: true });
    // …but no form may bring a placeholder English does not have; named at the first form.
    expect(
      texts().save({ lng: 'es', ns: 'plural', key: 'left_other', value: 'Quedan {{n}} mensajes' })
        .response,
    ).toEqual({
      ok: false,
      problems: ['locales/es/plural.json:2:3: left has placeholders/tags [{{n}}] but en has []'],
    });
  });

  it('saves one text: one line changes, the rest of the file stays byte for byte', () => {
    const before = file('es', 'company');
    const { response, write } = texts().save({
      lng: 'es',
      ns: 'company',
      key: 'intro.title',
      value: 'Nuestra historia en Berlín',
    });
    expect(response).toEqual({
      ok: true,
      file: 'locales/es/company.json',
      line: 7,
      changed: true,
    });
    expect(write?.json).toBe(
      before.replace(
        '"intro": {\n    "title": "Nuestra historia",',
        '"intro": {\n    "title": "Nuestra historia en Berlín",',
      ),
    );
  });

  it.each([
    ['an empty text', 'intro.title', ' ', 'locales/es/company.json:7:5: intro.title is empty'],
    [
      'a lost placeholder',
      'intro.lead',
      'Una consultora con sede en Berlín.',
      'locales/es/company.json:8:5: intro.lead has placeholders/tags [] but en has [{{brand}}]',
    ],
    [
      'an added placeholder',
      'intro.title',
      'Historia de {{company}}',
      'locales/es/company.json:7:5: intro.title has placeholders/tags [{{company}}] but en has []',
    ],
    [
      'a tag with attributes',
      'intro.title',
      'Nuestra <0 class="x">historia</0>',
      'locales/es/company.json:7:5: intro.title has the tag <0 class="x">: tags carry no attributes here, keep exactly the tags English has',
    ],
    [
      'English left in a published language',
      'intro.title',
      'Our Story',
      'locales/es/company.json:7:5: intro.title is still the English text "Our Story": translate it (a name or a word es writes the same way goes in locales/glossary.json)',
    ],
  ])('refuses %s with the checker message and writes nothing', (_, key, value, message) => {
    const { response, write } = texts().save({ lng: 'es', ns: 'company', key, value });
    expect(response).toMatchObject({ ok: false, problems: expect.arrayContaining([message]) });
    expect(write).toBeUndefined();
  });

  it('says what npm run check:locales says of the same text in the file', () => {
    const { response } = texts().save({
      lng: 'es',
      ns: 'company',
      key: 'intro.lead',
      value: 'Hola',
    });
    writeFileSync(
      join(dir, 'es', 'company.json'),
      file('es', 'company').replace(/"lead": "[^"]*"/, '"lead": "Hola"'),
    );
    const { bundles, locate } = readLocaleBundles(dir, ['en', 'es']);
    const checker = checkLocales(bundles, 'en', locate).map((problem) =>
      problem.replace(dir, 'locales'),
    );
    expect(response.ok ? [] : response.problems).toEqual(checker);
    expect(checker).toHaveLength(1);
  });

  it('lets a draft keep English, and checks its placeholders all the same', () => {
    const english = texts().save({
      lng: 'pt',
      ns: 'company',
      key: 'intro.title',
      value: 'Our Story',
    });
    expect(english.response).toMatchObject({ ok: true, changed: false });
    expect(texts().entry({ lng: 'pt', ns: 'company', key: 'intro.title' }).draft).toBe(true);
    const lost = texts().save({
      lng: 'pt',
      ns: 'company',
      key: 'intro.lead',
      value: 'Uma consultoria.',
    });
    expect(lost.response).toEqual({
      ok: false,
      problems: [
        'locales/pt/company.json:8:5: intro.lead has placeholders/tags [] but en has [{{brand}}]',
      ],
    });
  });

  it('refuses an English text whose new placeholder every translation lacks', () => {
    const { response } = texts().save({
      lng: 'en',
      ns: 'company',
      key: 'intro.title',
      value: 'Our Story at {{brand}}',
    });
    expect(response).toMatchObject({ ok: false });
    expect(response.ok ? [] : response.problems).toContain(
      'locales/es/company.json:7:5: intro.title has placeholders/tags [] but en has [{{brand}}]',
    );
  });

  it('serves registered languages and existing files only', () => {
    expect(() => texts().entry({ lng: 'fr', ns: 'company', key: 'intro.title' })).toThrow(
      'fr is not a registered language',
    );
    expect(() => texts().texts('es', '../secrets')).toThrow('../secrets is not a namespace');
    expect(() => texts().entry({ lng: 'es', ns: 'company', key: 'intro.nope' })).toThrow(
      'locales/es/company.json has no text intro.nope',
    );
  });

  it('reports a file it cannot read instead of overwriting it', () => {
    writeFileSync(join(dir, 'es', 'company.json'), '{ "intro": ');
    expect(() =>
      texts().save({ lng: 'es', ns: 'company', key: 'intro.title', value: 'x' }),
    ).toThrow('locales/es/company.json cannot be read');
  });
});
