/** Compares the locale files of every language: same files, same keys, no empty values. */
export type LocaleTree = { [key: string]: string | LocaleTree };

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

const containsArray = (value: unknown): boolean =>
  Array.isArray(value) ||
  (typeof value === 'object' && value !== null && Object.values(value).some(containsArray));

const interpolations = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

/**
 * `bundles[lng][namespace]` is the parsed JSON. Returns one message per problem:
 * a missing or extra key, an empty value, an array (lists must be objects keyed by id),
 * or a value whose {{placeholders}} differ from the reference language's.
 */
export function checkLocales(
  bundles: Record<string, Record<string, unknown>>,
  reference: string,
): string[] {
  const problems: string[] = [];
  const ref = bundles[reference];
  if (!ref) return [`Reference locale ${reference} is missing`];
  const flat = (value: unknown, where: string): Map<string, string> => {
    if (containsArray(value))
      problems.push(`${where}: uses an array; lists must be objects keyed by id`);
    return flattenKeys(value as LocaleTree);
  };
  for (const [lng, namespaces] of Object.entries(bundles)) {
    for (const ns of new Set([...Object.keys(ref), ...Object.keys(namespaces)])) {
      if (!(ns in namespaces)) {
        problems.push(`${lng}/${ns}.json is missing`);
        continue;
      }
      const keys = flat(namespaces[ns], `${lng}/${ns}.json`);
      for (const [key, value] of keys) {
        if (value.trim() === '') problems.push(`${lng}/${ns}.json: ${key} is empty`);
      }
      if (lng === reference) continue;
      if (!(ns in ref)) {
        problems.push(`${lng}/${ns}.json has no ${reference} counterpart`);
        continue;
      }
      const refKeys = flattenKeys(ref[ns] as LocaleTree);
      for (const [key, value] of refKeys) {
        const other = keys.get(key);
        if (other === undefined) problems.push(`${lng}/${ns}.json: missing ${key}`);
        else if (interpolations(other) !== interpolations(value)) {
          problems.push(
            `${lng}/${ns}.json: ${key} has placeholders {${interpolations(other)}} but ${reference} has {${interpolations(value)}}`,
          );
        }
      }
      for (const key of keys.keys()) {
        if (!refKeys.has(key))
          problems.push(`${lng}/${ns}.json: extra key ${key} (not in ${reference})`);
      }
    }
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
