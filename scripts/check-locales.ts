/**
 * `npm run check:locales`: every file is valid JSON whose values are texts; the locale folders
 * are exactly the registered languages; every language has the same namespaces and keys as the
 * site's default language, none empty, with the same placeholders and the plural forms its
 * language needs; the code reads every key and defines every key it reads; and a published
 * language has no text left in English (a draft's are its progress, printed here) and its tone
 * section in TRANSLATING.md. Every message names its file, and its line and column where there
 * is one.
 */
import { readFileSync } from 'node:fs';
import {
  draftLocales,
  localeRegistry,
  locales,
  registeredLocales,
  siteDefaultLocale,
  type Locale,
} from '../src/i18n/locales';
import { codeKeyUses } from './codeKeyUses';
import { readGlossary } from './glossary';
import { checkKeyUsage, checkLocaleFolders, checkLocales, checkPlurals } from './localeCheck';
import { readLocaleBundles } from './localeFiles';
import { localeStatus, percentTranslated, untranslatedProblems } from './localeStatus';
import { checkToneSections } from './toneSections';

function fail(problems: readonly string[]): never {
  console.error(`Locale check failed (${problems.length}):\n- ${problems.join('\n- ')}`);
  console.error('TRANSLATING.md explains each message.');
  process.exit(1);
}

const { bundles, folders, fileProblems, unreadable, locate } = readLocaleBundles();
// A file that cannot be read would show up below as missing keys: fix it first.
if (unreadable.length) fail(fileProblems);

const glossary = readGlossary();
const pluralCategories = (lng: string) =>
  new Intl.PluralRules(localeRegistry[lng as Locale].intl).resolvedOptions().pluralCategories;
const status = localeStatus(bundles, siteDefaultLocale, glossary);
const problems = [
  ...fileProblems,
  ...checkLocaleFolders(registeredLocales, folders),
  ...checkLocales(bundles, siteDefaultLocale, locate),
  ...checkPlurals(bundles, pluralCategories, locate),
  ...checkKeyUsage(bundles, siteDefaultLocale, codeKeyUses(), locate),
  ...untranslatedProblems(status, bundles, locales, locate),
  ...checkToneSections(
    locales.map((code) => ({ code, intl: localeRegistry[code].intl })),
    readFileSync('TRANSLATING.md', 'utf8'),
  ),
];
if (problems.length) fail(problems);

console.log(
  `Locales ${registeredLocales.join(', ')}: ${Object.keys(bundles[siteDefaultLocale] ?? {}).length} namespaces each, valid JSON, keys, placeholders and plural forms match, every key is used; published (${locales.join(', ')}): no text left in English.`,
);
for (const lng of draftLocales) {
  const rows = status.filter((row) => row.lng === lng);
  const untranslated = rows.reduce((sum, row) => sum + row.untranslated.length, 0);
  console.log(
    `${lng} (draft, not published): ${percentTranslated(rows)}% translated, ${untranslated} texts still in English. npm run i18n:status -- ${lng} --keys lists them.`,
  );
}
