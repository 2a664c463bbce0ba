/**
 * Compares the locale files of every language: same files, same keys, no empty values, the
 * same placeholders, the plural forms each language needs, and every key read by the code.
 */
import { patternMatches, type KeyUse } from './keyUsage.ts';
import {
  baseKey,
  emptyProblem,
  logicalMarkers,
  markerProblem,
  pluralForm,
} from './localeValueChecks.ts';

// The per-value checks and their helpers live in localeValueChecks.ts, which the translator
// editor shares; these are still imported from here.
export { baseKey, markers, pluralForm } from './localeValueChecks.ts';

export type LocaleTree = { [key: string]: string | LocaleTree };
/** `bundles[lng][namespace]` is the parsed JSON of `locales/<lng>/<namespace>.json`. */
export type Bundles = Record<string, Record<string, unknown>>;

export function flattenKeys(tree: LocaleTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of flattenKeys(value, path)) out.set(k, v);
    } else out.set(path, String(value));
  }
  return out;
}

/** Where a message points: `lng/ns.json` here; the CLI passes `locales/…:line:col`. */
export type Locate = (lng: string, namespace: string, key?: string) => string;
const plainLocation: Locate = (lng, namespace) => `${lng}/${namespace}.json`;

/**
 * One message per problem: a missing file, a missing or extra key, an empty value, or a value
 * whose placeholders or tags differ from the reference language's. Plural forms are compared
 * as one key, since languages need different forms (checkPlurals checks those). Lists and
 * values that are not text are the file reader's (localeSyntax.ts).
 */
export function checkLocales(
  bundles: Bundles,
  reference: string,
  locate: Locate = plainLocation,
): string[] {
  const problems: string[] = [];
  const ref = bundles[reference];
  if (!ref) return [`Reference locale ${reference} is missing`];
  for (const [lng, namespaces] of Object.entries(bundles)) {
    for (const ns of new Set([...Object.keys(ref), ...Object.keys(namespaces)])) {
      const file = locate(lng, ns);
      if (!(ns in namespaces)) {
        problems.push(`${file} is missing`);
        continue;
      }
      const keys = flattenKeys(namespaces[ns] as LocaleTree);
      for (const [key, value] of keys) {
        const empty = emptyProblem(key, value);
        if (empty) problems.push(`${locate(lng, ns, key)}: ${empty}`);
      }
      if (lng === reference) continue;
      if (!(ns in ref)) {
        problems.push(`${file} has no ${reference} counterpart`);
        continue;
      }
      const own = logicalMarkers(keys);
      const refKeys = logicalMarkers(flattenKeys(ref[ns] as LocaleTree));
      // A plural key is written as its forms: point at the first one.
      const at = (key: string) =>
        locate(lng, ns, keys.has(key) ? key : [...keys.keys()].find((k) => baseKey(k) === key));
      for (const [key, expected] of refKeys) {
        const found = own.get(key);
        if (found === undefined) problems.push(`${file}: missing ${key}`);
        else {
          const mismatch = markerProblem(key, found, expected, reference);
          if (mismatch) problems.push(`${at(key)}: ${mismatch}`);
        }
      }
      for (const key of own.keys()) {
        if (!refKeys.has(key)) problems.push(`${at(key)}: extra key ${key} (not in ${reference})`);
      }
    }
  }
  return problems;
}

/**
 * A key with plural forms must have exactly the forms its language's plural rules name
 * (`Intl.PluralRules(<intl locale>).resolvedOptions().pluralCategories`, which i18next uses to
 * pick one), and no plain value beside them: English needs `_one` and `_other`, Spanish also
 * `_many` (for "1 millón de…"). `categoriesOf(lng)` returns those categories.
 */
export function checkPlurals(
  bundles: Bundles,
  categoriesOf: (lng: string) => readonly string[],
  locate: Locate = plainLocation,
): string[] {
  const problems: string[] = [];
  for (const [lng, namespaces] of Object.entries(bundles)) {
    const needed = [...categoriesOf(lng)].sort().join(', ');
    for (const [ns, tree] of Object.entries(namespaces)) {
      const keys = [...flattenKeys(tree as LocaleTree).keys()];
      const forms = new Map<string, string[]>();
      for (const key of keys) {
        const match = pluralForm.exec(key);
        const [, base, form] = match ?? [];
        if (base && form) forms.set(base, [...(forms.get(base) ?? []), form]);
      }
      for (const [base, found] of forms) {
        const at = locate(
          lng,
          ns,
          keys.find((key) => baseKey(key) === base),
        );
        const have = found.sort().join(', ');
        if (have !== needed)
          problems.push(`${at}: ${base} has plural forms {${have}} but ${lng} needs {${needed}}`);
        if (keys.includes(base)) problems.push(`${at}: ${base} has plural forms and a plain value`);
      }
    }
  }
  return problems;
}

/**
 * Keys the code never reads, and keys the code reads that no file defines, in the reference
 * language (checkLocales keeps the others equal). `uses` come from scripts/keyUsage.ts and
 * scripts/declaredKeyUses.ts; a use with several namespaces (a computed namespace) must be
 * defined in at least one of them.
 */
export function checkKeyUsage(
  bundles: Bundles,
  reference: string,
  uses: readonly KeyUse[],
  locate: Locate = plainLocation,
): string[] {
  const problems: string[] = [];
  const ref = bundles[reference] ?? {};
  const keysOf = new Map(
    Object.entries(ref).map(([ns, tree]) => [
      ns,
      [...new Set([...flattenKeys(tree as LocaleTree).keys()].map(baseKey))],
    ]),
  );
  for (const [ns, keys] of keysOf) {
    const mine = uses.filter((use) => use.namespaces.includes(ns));
    for (const key of keys) {
      if (!mine.some((use) => patternMatches(use.pattern, key)))
        problems.push(`${locate(reference, ns, key)}: ${key} is never used by the code`);
    }
  }
  for (const use of uses) {
    const defined = use.namespaces.some((ns) =>
      (keysOf.get(ns) ?? []).some((key) => patternMatches(use.pattern, key)),
    );
    if (!defined)
      problems.push(
        `${use.file} reads ${use.namespaces.join('|')}:${use.pattern}, which ${reference} does not define`,
      );
  }
  return problems;
}

/**
 * The locale folders must be exactly the registered locales: a folder nobody registered is never
 * served, and a registered language without its folder would render raw keys.
 */
export function checkLocaleFolders(
  registered: readonly string[],
  folders: readonly string[],
): string[] {
  return [
    ...registered
      .filter((lng) => !folders.includes(lng))
      .map((lng) => `locales/${lng}/ is missing (registered in src/i18n/locales.ts)`),
    ...folders
      .filter((folder) => !registered.includes(folder))
      .map((folder) => `locales/${folder}/ is not in the locale registry (src/i18n/locales.ts)`),
  ];
}
