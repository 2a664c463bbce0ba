/**
 * `npm run check:locales`: the locale folders are exactly the registered languages, and every
 * language has the same namespaces and keys as the site's default language, none empty.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { locales, siteDefaultLocale } from '../src/i18n/locales';
import { checkLocaleFolders, checkLocales } from './localeCheck';

const root = 'locales';
const folders = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const bundles: Record<string, Record<string, unknown>> = {};
for (const lng of locales.filter((lng) => folders.includes(lng))) {
  bundles[lng] = {};
  for (const file of readdirSync(join(root, lng)).filter((f) => f.endsWith('.json'))) {
    bundles[lng][file.replace(/\.json$/, '')] = JSON.parse(
      readFileSync(join(root, lng, file), 'utf8'),
    );
  }
}
const problems = [
  ...checkLocaleFolders(locales, folders),
  ...checkLocales(bundles, siteDefaultLocale),
];
if (problems.length) {
  console.error(`Locale check failed (${problems.length}):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `Locales ${locales.join(', ')}: ${Object.keys(bundles[siteDefaultLocale] ?? {}).length} namespaces each, keys match.`,
);
