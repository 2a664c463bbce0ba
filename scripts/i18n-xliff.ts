/**
 * XLIFF 2.0 for CAT tools (scripts/xliff.ts):
 *   npm run i18n:xliff -- export <lng> [namespace…] [--out <file>]   default translations/<lng>.xlf
 *   npm run i18n:xliff -- import <file.xlf> [--lng <lng>]
 * Import writes the translated texts into locales/<lng>/*.json; run npm run check:locales after.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  localeRegistry,
  registeredLocales,
  siteDefaultLocale,
  type Locale,
} from '../src/i18n/locales';
import { codeKeyUses } from './codeKeyUses';
import { mayStayIdentical, readGlossary } from './glossary';
import { flattenKeys, type LocaleTree } from './localeCheck';
import { readLocaleBundles } from './localeFiles';
import { isShortText, stringContext } from './stringContext';
import { applyTargets, exportXliff, readXliff } from './xliff';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string' }, lng: { type: 'string' } },
});
const [command, subject, ...rest] = positionals;
const usage =
  'Usage: npm run i18n:xliff -- export <lng> [namespace…] [--out <file>]  |  npm run i18n:xliff -- import <file.xlf> [--lng <lng>]';
const isRegistered = (value: string): value is Locale =>
  (registeredLocales as string[]).includes(value);

function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

const { bundles, fileProblems, unreadable } = readLocaleBundles();
if (unreadable.length) stop(`Fix these first:\n- ${fileProblems.join('\n- ')}`);
const english = bundles[siteDefaultLocale] ?? {};

if (command === 'export' && subject && isRegistered(subject) && subject !== siteDefaultLocale) {
  const namespaces = rest.length ? rest : Object.keys(english);
  const wrong = namespaces.filter((ns) => !(ns in english));
  if (wrong.length) stop(`No such namespace: ${wrong.join(', ')}`);
  const glossary = readGlossary();
  const contextOf = stringContext(codeKeyUses());
  const englishValues = new Map(
    namespaces.map((ns) => [ns, flattenKeys(english[ns] as LocaleTree)]),
  );
  const xml = await exportXliff({
    sourceLanguage: localeRegistry[siteDefaultLocale].intl,
    targetLanguage: localeRegistry[subject].intl,
    namespaces: Object.fromEntries(
      namespaces.map((ns) => [ns, { english: english[ns], translation: bundles[subject]?.[ns] }]),
    ),
    keptAsEnglish: (namespace, key, value) =>
      mayStayIdentical(value, subject, glossary, { namespace, key }),
    noteOf: (namespace, key) => {
      const source = englishValues.get(namespace)?.get(key) ?? '';
      const short = isShortText(key, source)
        ? ' · button or heading: keep it about as short as English'
        : '';
      return `${contextOf(subject, namespace, key)}${short}`;
    },
  });
  const out = values.out ?? join('translations', `${subject}.xlf`);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, xml);
  console.log(
    `Wrote ${out}: ${namespaces.length} namespaces, ${localeRegistry[siteDefaultLocale].intl} → ${localeRegistry[subject].intl}.`,
  );
} else if (command === 'import' && subject && !rest.length) {
  const { targetLanguage, targets } = await readXliff(readFileSync(subject, 'utf8'));
  const lng =
    values.lng ??
    registeredLocales.find(
      (code) => localeRegistry[code].intl === targetLanguage || code === targetLanguage,
    );
  if (!lng || !isRegistered(lng) || lng === siteDefaultLocale) {
    stop(
      `${subject} is for "${targetLanguage}", which is no registered language: pass --lng <code>.`,
    );
  }
  for (const [namespace, texts] of Object.entries(targets)) {
    if (!(namespace in english))
      stop(`${subject}: no namespace ${namespace} in locales/${siteDefaultLocale}/`);
    const file = join('locales', lng, `${namespace}.json`);
    const result = applyTargets(readFileSync(file, 'utf8'), english[namespace], texts);
    if (result.unknown.length)
      console.error(`${file}: not written, English has no ${result.unknown.join(', ')}`);
    if (result.changed.length) writeFileSync(file, result.json);
    console.log(`${file}: ${result.changed.length} texts updated`);
  }
  console.log('Now run npm run check:locales.');
} else stop(usage);
