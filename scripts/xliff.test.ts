import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mayStayIdentical, readGlossary } from './glossary';
import { applyTargets, exportXliff, readXliff } from './xliff';

const glossary = readGlossary();
const read = (lng: string, ns: string) => readFileSync(`locales/${lng}/${ns}.json`, 'utf8');
const namespaces = readdirSync('locales/en').map((file) => file.replace(/\.json$/, ''));

async function exportNamespace(lng: string, ns: string, translation = read(lng, ns)) {
  return exportXliff({
    sourceLanguage: 'en-US',
    targetLanguage: lng,
    namespaces: {
      [ns]: { english: JSON.parse(read('en', ns)), translation: JSON.parse(translation) },
    },
    keptAsEnglish: (namespace, key, value) =>
      mayStayIdentical(value, lng, glossary, { namespace, key }),
    noteOf: (namespace, key) => `${namespace} › ${key}`,
  });
}

async function roundTrip(lng: string, ns: string, xml: string, json = read(lng, ns)) {
  const { targets } = await readXliff(xml);
  return applyTargets(json, JSON.parse(read('en', ns)), targets[ns] ?? new Map());
}

describe('XLIFF export and import', () => {
  it.each(['es', 'de'].flatMap((lng) => namespaces.map((ns) => [lng, ns] as const)))(
    'gives back %s/%s.json byte for byte',
    async (lng, ns) => {
      const result = await roundTrip(lng, ns, await exportNamespace(lng, ns));
      expect(result.changed).toEqual([]);
      expect(result.json).toBe(read(lng, ns));
    },
  );

  it('leaves the target out while a text is still English, so the tool shows it as to do', async () => {
    const draft = read('en', 'common');
    const xml = await exportNamespace('pt', 'common', draft);
    expect(xml).toContain(
      '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en-US" trgLang="pt">',
    );
    expect(xml).toMatch(
      /<unit id="nav\.home">\s*<notes>\s*<note>common › nav\.home<\/note>\s*<\/notes>\s*<segment>\s*<source>[^<]+<\/source>\s*<\/segment>/,
    );
    // Only what the glossary lets stay as it is counts as translated ("WhatsApp").
    const targets = [...xml.matchAll(/<target>([^<]*)<\/target>/g)].map((m) => m[1] ?? '');
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) expect(mayStayIdentical(target, 'pt', glossary)).toBe(true);
    const result = await roundTrip('pt', 'common', xml, draft);
    expect(result.json).toBe(draft);
  });

  it('writes what the translator changed, there and nowhere else', async () => {
    const xml = (await exportNamespace('es', 'common')).replace(
      /(<unit id="nav\.home">[\s\S]*?<target>)[^<]*(<\/target>)/,
      // As a CAT tool writes it: & and < escaped.
      '$1Página de inicio &amp; más &lt;0&gt;hoy&lt;/0&gt;$2',
    );
    const result = await roundTrip('es', 'common', xml);
    expect(result.changed).toEqual(['nav.home']);
    const before = read('es', 'common').split('\n');
    const after = result.json.split('\n');
    const differing = after.filter((line, i) => line !== before[i]);
    expect(differing).toEqual(['    "home": "Página de inicio & más <0>hoy</0>",']);
  });

  it('adds a text the language was missing and reports a key English does not have', () => {
    const english = { nav: { home: 'Home', about: 'About' } };
    const result = applyTargets(
      '{\n  "nav": {\n    "home": "Início"\n  }\n}\n',
      english,
      new Map([
        ['nav.about', 'Sobre'],
        ['nav.typo', 'x'],
      ]),
    );
    expect(JSON.parse(result.json)).toEqual({ nav: { home: 'Início', about: 'Sobre' } });
    expect(result.changed).toEqual(['nav.about']);
    expect(result.unknown).toEqual(['nav.typo']);
  });

  it('gives a plural form English lacks the English "other" form as its source', async () => {
    const xml = await exportXliff({
      sourceLanguage: 'en-US',
      targetLanguage: 'es-BO',
      namespaces: {
        chat: {
          english: { left_one: 'One left', left_other: '{{count}} left' },
          translation: {
            left_one: 'Queda uno',
            left_many: 'Quedan {{count}}',
            left_other: 'Quedan {{count}}',
          },
        },
      },
      keptAsEnglish: () => false,
    });
    expect(xml).toMatch(
      /<unit id="left_many">\s*<segment>\s*<source>\{\{count\}\} left<\/source>\s*<target>Quedan \{\{count\}\}<\/target>/,
    );
  });
});
