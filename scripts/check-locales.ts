/**
 * `npm run check:locales`: the locale folders are exactly the registered languages; every
 * language has the same namespaces and keys as the site's default language, none empty, with
 * the same placeholders and the plural forms its language needs; and the code reads every key
 * and defines every key it reads.
 */
import { localeRegistry, siteDefaultLocale, type Locale } from '../src/i18n/locales';
import { codeKeyUses } from './codeKeyUses';
import { checkKeyUsage, checkLocaleFolders, checkLocales, checkPlurals } from './localeCheck';
import { readLocaleBundles } from './localeFiles';

const { bundles, folders, locales } = readLocaleBundles();
const pluralCategories = (lng: string) =>
  new Intl.PluralRules(localeRegistry[lng as Locale].intl).resolvedOptions().pluralCategories;
const problems = [
  ...checkLocaleFolders(locales, folders),
  ...checkLocales(bundles, siteDefaultLocale),
  ...checkPlurals(bundles, pluralCategories),
  ...checkKeyUsage(bundles, siteDefaultLocale, codeKeyUses()),
];
if (problems.length) {
  console.error(`Locale check failed (${problems.length}):\n- ${problems.join('\n- ')}`);
  console.error('TRANSLATING.md explains each message.');
  process.exit(1);
}
console.log(
  `Locales ${locales.join(', ')}: ${Object.keys(bundles[siteDefaultLocale] ?? {}).length} namespaces each, keys, placeholders and plural forms match, every key is used.`,
);
