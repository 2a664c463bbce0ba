/**
 * `npm run i18n:status [-- <lng>… <namespace>… --keys]`: per language and namespace, the texts,
 * the keys missing compared with English, the values still in English (see
 * scripts/glossary.ts for what may stay) and the share translated. Languages and namespaces
 * given narrow the table. `--keys` lists each text left, with where it appears on the site,
 * and the buttons and headings that run much longer than English. Information: `npm run
 * check:locales` is the gate.
 */
import { draftLocales, siteDefaultLocale } from '../src/i18n/locales';
import { codeKeyUses } from './codeKeyUses';
import { readGlossary } from './glossary';
import { flattenKeys, type LocaleTree } from './localeCheck';
import { readLocaleBundles } from './localeFiles';
import { formatTable, localeStatus, percentTranslated, type NamespaceStatus } from './localeStatus';
import { lengthWarning, stringContext } from './stringContext';

const { bundles, fileProblems, locate } = readLocaleBundles();
if (fileProblems.length) {
  console.error(
    `Mistakes in the files (npm run check:locales fails on them):\n- ${fileProblems.join('\n- ')}\n`,
  );
}

const args = process.argv.slice(2);
const listKeys = args.includes('--keys');
const filters = args.filter((arg) => arg !== '--keys');
const namespaces = Object.keys(bundles[siteDefaultLocale] ?? {});
const unknown = filters.filter((arg) => !(arg in bundles) && !namespaces.includes(arg));
if (unknown.length) {
  console.error(
    `Not a language or namespace: ${unknown.join(', ')}.\nLanguages: ${Object.keys(bundles).join(', ')}\nNamespaces: ${namespaces.join(', ')}`,
  );
  process.exit(1);
}
const chosenLanguages = filters.filter((arg) => arg in bundles);
const chosenNamespaces = filters.filter((arg) => namespaces.includes(arg));
const rows = localeStatus(bundles, siteDefaultLocale, readGlossary()).filter(
  (row) =>
    (!chosenLanguages.length || chosenLanguages.includes(row.lng)) &&
    (!chosenNamespaces.length || chosenNamespaces.includes(row.namespace)),
);

const state = (lng: string) =>
  lng === siteDefaultLocale
    ? 'reference'
    : (draftLocales as string[]).includes(lng)
      ? 'draft'
      : 'published';
const cells = (lng: string, namespace: string, mine: readonly NamespaceStatus[]) => [
  lng,
  state(lng),
  namespace,
  String(mine.reduce((sum, row) => sum + row.keys, 0)),
  String(mine.reduce((sum, row) => sum + row.missing.length, 0)),
  String(mine.reduce((sum, row) => sum + row.untranslated.length, 0)),
  `${percentTranslated(mine)}%`,
];
const languages = [...new Set(rows.map((row) => row.lng))];
console.log(
  formatTable(
    ['locale', 'state', 'namespace', 'texts', 'missing', 'in English', 'translated'],
    [
      ...rows.map((row) => cells(row.lng, row.namespace, [row])),
      ...languages.map((lng) =>
        cells(
          lng,
          'all',
          rows.filter((row) => row.lng === lng),
        ),
      ),
    ],
  ),
);

if (listKeys) {
  const contextOf = stringContext(codeKeyUses());
  const english = new Map(
    namespaces.map((ns) => [ns, flattenKeys(bundles[siteDefaultLocale]?.[ns] as LocaleTree)]),
  );
  for (const row of rows) {
    const values = flattenKeys((bundles[row.lng]?.[row.namespace] ?? {}) as LocaleTree);
    const line = (label: string, key: string, detail: string) =>
      console.log(
        `${label}  ${locate(row.lng, row.namespace, key)}  ${key}  [${contextOf(row.lng, row.namespace, key)}]  ${detail}`,
      );
    for (const key of row.missing) line('missing', key, '');
    for (const key of row.untranslated) line('in English', key, JSON.stringify(values.get(key)));
    for (const [key, value] of values) {
      const source = english.get(row.namespace)?.get(key);
      const warning =
        row.lng === siteDefaultLocale || !source ? null : lengthWarning(key, source, value);
      if (warning) line('long', key, warning);
    }
  }
}
