/**
 * Translation progress per language and namespace: how many texts, how many of the reference
 * language's keys are missing, and how many values are still the reference's text. A value
 * identical to English counts as untranslated unless the glossary says it may stay
 * (scripts/glossary.ts): a draft shows it as progress, a published language fails on it.
 */
import type { Glossary } from './glossary';
import { baseKey, flattenKeys, type Bundles, type Locate, type LocaleTree } from './localeCheck';
import { isStillEnglish, stillEnglishProblem } from './localeValueChecks';

export interface NamespaceStatus {
  lng: string;
  namespace: string;
  /** Texts the language has (each plural form counts). */
  keys: number;
  /** The reference's keys the language lacks (plural forms merged). */
  missing: string[];
  /** Keys whose value is still the reference's text. */
  untranslated: string[];
}

const flat = (tree: unknown) => flattenKeys((tree ?? {}) as LocaleTree);

export function localeStatus(
  bundles: Bundles,
  reference: string,
  glossary: Glossary,
): NamespaceStatus[] {
  const ref = bundles[reference] ?? {};
  const rows: NamespaceStatus[] = [];
  for (const [lng, namespaces] of Object.entries(bundles)) {
    for (const namespace of Object.keys(ref)) {
      const refKeys = flat(ref[namespace]);
      const keys = flat(namespaces[namespace]);
      const own = new Set([...keys.keys()].map(baseKey));
      const isReference = lng === reference;
      rows.push({
        lng,
        namespace,
        keys: keys.size,
        missing: isReference
          ? []
          : [...new Set([...refKeys.keys()].map(baseKey))].filter((key) => !own.has(key)),
        untranslated: isReference
          ? []
          : [...keys]
              .filter(([key, value]) =>
                isStillEnglish(value, refKeys, lng, glossary, { namespace, key }),
              )
              .map(([key]) => key),
      });
    }
  }
  return rows;
}

/** The share of texts translated, rounded down: 100 only when nothing is left. */
export function percentTranslated(rows: readonly NamespaceStatus[]): number {
  const keys = rows.reduce((sum, row) => sum + row.keys, 0);
  const missing = rows.reduce((sum, row) => sum + row.missing.length, 0);
  const untranslated = rows.reduce((sum, row) => sum + row.untranslated.length, 0);
  const total = keys + missing;
  return total === 0 ? 100 : Math.floor((100 * (keys - untranslated)) / total);
}

/** A published language may not show English: one message per value still in English. */
export function untranslatedProblems(
  rows: readonly NamespaceStatus[],
  bundles: Bundles,
  published: readonly string[],
  locate: Locate,
): string[] {
  return rows
    .filter((row) => published.includes(row.lng))
    .flatMap((row) => {
      const values = flat(bundles[row.lng]?.[row.namespace]);
      return row.untranslated.map(
        (key) =>
          `${locate(row.lng, row.namespace, key)}: ${stillEnglishProblem(key, values.get(key), row.lng)}`,
      );
    });
}

/** A plain-text table, columns padded to their widest cell, numbers right-aligned. */
export function formatTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const widths = header.map((cell, i) =>
    Math.max(cell.length, ...rows.map((row) => row[i]?.length ?? 0)),
  );
  const line = (row: readonly string[]) =>
    row
      .map((cell, i) =>
        /^\d+%?$/.test(cell) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
