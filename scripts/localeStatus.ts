/**
 * Translation status per language and namespace: how many keys, how many of the reference
 * language's keys are missing, and how many values are still identical to the reference.
 */
import { baseKey, flattenKeys, type Bundles, type LocaleTree } from './localeCheck';

/** Names every language keeps as they are (product and brand names, platforms). */
export const keptNames = [
  'Staff Augmentation',
  'Marketing Lab',
  'SoulMatch',
  'SoulMove',
  'SoulStudy',
  'WhatsApp',
  'LinkedIn',
  'Instagram',
];

/**
 * A value may legitimately equal the reference when nothing translatable is left once these are
 * removed: `{{placeholders}}`, Trans tags, URLs, e-mail addresses, the kept names, numbers
 * (also "3x"), and punctuation or symbols (%, ×, +, –, ·). "{{value}}%", "SoulMove",
 * "Marketing Lab" or "WhatsApp: {{whatsapp}}" stay; "Legal" or "Startups" count as identical,
 * since a word that happens to be the same in both languages is for a person to confirm.
 */
export function mayStayIdentical(text: string): boolean {
  let rest = text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/<\/?\s*\w+\s*\/?>/g, ' ')
    .replace(/\b(?:https?:\/\/|www\.)\S+/g, ' ')
    .replace(/\S+@\S+\.\w+/g, ' ')
    .replace(/\d+(?:[.,]\d+)*\s*x\b/gi, ' ');
  for (const name of keptNames) rest = rest.split(name).join(' ');
  return !/\p{L}/u.test(rest);
}

export interface NamespaceStatus {
  lng: string;
  namespace: string;
  keys: number;
  missing: string[];
  identical: string[];
}

export function localeStatus(bundles: Bundles, reference: string): NamespaceStatus[] {
  const ref = bundles[reference] ?? {};
  const rows: NamespaceStatus[] = [];
  for (const [lng, namespaces] of Object.entries(bundles)) {
    for (const namespace of Object.keys(ref)) {
      const refKeys = flattenKeys(ref[namespace] as LocaleTree);
      const keys =
        namespace in namespaces
          ? flattenKeys(namespaces[namespace] as LocaleTree)
          : new Map<string, string>();
      const own = new Set([...keys.keys()].map(baseKey));
      rows.push({
        lng,
        namespace,
        keys: keys.size,
        missing:
          lng === reference
            ? []
            : [...new Set([...refKeys.keys()].map(baseKey))].filter((key) => !own.has(key)),
        identical:
          lng === reference
            ? []
            : [...refKeys]
                .filter(([key, value]) => keys.get(key) === value && !mayStayIdentical(value))
                .map(([key]) => key),
      });
    }
  }
  return rows;
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
        /^\d+$/.test(cell) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
