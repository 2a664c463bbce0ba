/** `npm run check:locales`: every locale has the same namespaces and keys as English, none empty. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkLocales } from './localeCheck';

const root = 'locales';
const bundles: Record<string, Record<string, unknown>> = {};
for (const lng of readdirSync(root)) {
  bundles[lng] = {};
  for (const file of readdirSync(join(root, lng)).filter((f) => f.endsWith('.json'))) {
    bundles[lng][file.replace(/\.json$/, '')] = JSON.parse(
      readFileSync(join(root, lng, file), 'utf8'),
    );
  }
}
const problems = checkLocales(bundles, 'en');
if (problems.length) {
  console.error(`Locale check failed (${problems.length}):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `Locales ${Object.keys(bundles).join(', ')}: ${Object.keys(bundles.en ?? {}).length} namespaces each, keys match.`,
);
