/** Reads `locales/<lng>/*.json` of every registered language that has a folder. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { locales } from '../src/i18n/locales';
import type { Bundles } from './localeCheck';

export function readLocaleBundles(root = 'locales') {
  const folders = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const bundles: Bundles = {};
  for (const lng of locales.filter((lng) => folders.includes(lng))) {
    bundles[lng] = {};
    for (const file of readdirSync(join(root, lng)).filter((f) => f.endsWith('.json'))) {
      bundles[lng][file.replace(/\.json$/, '')] = JSON.parse(
        readFileSync(join(root, lng, file), 'utf8'),
      );
    }
  }
  return { bundles, folders, locales };
}
