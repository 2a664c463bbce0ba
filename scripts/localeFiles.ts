/**
 * Reads `locales/<lng>/*.json` of every registered language (drafts included) that has a
 * folder, keeping each file's mistakes and where each key is written, so every message can
 * name its file, line and column.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { registeredLocales } from '../src/i18n/locales';
import type { Bundles } from './localeCheck';
import { formatProblem, readLocaleText, type Position } from './localeSyntax';

export interface LocaleFiles {
  /** The files that could be read (a file with a syntax error is left out). */
  bundles: Bundles;
  /** The folders under `locales/`. */
  folders: string[];
  /** Each file's own mistakes, `locales/<lng>/<ns>.json:<line>:<col>: …`. */
  fileProblems: string[];
  /** Files that could not be read at all: until they are fixed, other checks would mislead. */
  unreadable: string[];
  /** `locales/<lng>/<ns>.json:<line>:<col>` of a key, or the file's path alone. */
  locate: (lng: string, namespace: string, key?: string) => string;
}

export function readLocaleBundles(
  root = 'locales',
  registered: readonly string[] = registeredLocales,
): LocaleFiles {
  const folders = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const bundles: Bundles = {};
  const fileProblems: string[] = [];
  const unreadable: string[] = [];
  const positions = new Map<string, Map<string, Position>>();
  const pathOf = (lng: string, namespace: string) => join(root, lng, `${namespace}.json`);
  for (const lng of registered.filter((lng) => folders.includes(lng))) {
    bundles[lng] = {};
    for (const file of readdirSync(join(root, lng)).filter((f) => f.endsWith('.json'))) {
      const namespace = file.replace(/\.json$/, '');
      const path = pathOf(lng, namespace);
      const { value, positions: keys, problems } = readLocaleText(readFileSync(path, 'utf8'));
      fileProblems.push(...problems.map((problem) => formatProblem(path, problem)));
      positions.set(path, keys);
      if (value === undefined) unreadable.push(path);
      else bundles[lng][namespace] = value;
    }
  }
  const locate = (lng: string, namespace: string, key?: string) => {
    const path = pathOf(lng, namespace);
    const at = key === undefined ? undefined : positions.get(path)?.get(key);
    return at ? `${path}:${at.line}:${at.column}` : path;
  };
  return { bundles, folders, fileProblems, unreadable, locate };
}
