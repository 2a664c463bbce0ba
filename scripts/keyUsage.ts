/**
 * Which locale keys the site's code reads, found in its source text. The code reads copy
 * through a translate function bound to a namespace:
 * - `const { t } = useT('home')` or `useTranslation('chat', ...)`,
 * - `const common = i18n.getFixedT(lng, 'common')`,
 * - `const text = useLegalText('imprint')`.
 * Every call of that function with a string or template literal is a key use, and so is a
 * section heading read with it, `headingCopy(t, 'process')` (src/components/sections/headingCopy.ts):
 * `process.eyebrow`, `process.title` and `process.subtitle`, or the fields its list names. A template's
 * `${...}` stands for exactly one key segment (an id from the page's content module, such as
 * `hero.slides.${id}.title`), so the pattern `hero.slides.*.title` marks each slide's title as
 * read and nothing else. When the namespace is not a literal (`useT(content.ns)`), the file
 * serves the content modules of its own folder, which name their namespace as `ns: '<name>'`.
 * Keys assembled in ways this cannot see are declared in `scripts/declaredKeyUses.ts`.
 */

export interface KeyUse {
  /** The namespaces the key may belong to (more than one when the namespace is computed). */
  namespaces: readonly string[];
  /** A dotted key; `*` stands for one segment the code fills in at runtime. */
  pattern: string;
  /** Where it is read, for messages. */
  file: string;
}

const binders = [
  // const { t } = useT('home')  /  const { t: tc } = useTranslation('chat', ...)
  /const\s*\{\s*t(?:\s*:\s*(\w+))?\s*\}\s*=\s*(?:useT|useTranslation)\(\s*([^,)]+)/g,
  // const common = i18n.getFixedT(lng, 'common')
  /const\s+(\w+)\s*=\s*\w+\.getFixedT\(\s*[^,]+,\s*([^,)]+)/g,
  // const text = useLegalText('imprint')
  /const\s+(\w+)\s*=\s*useLegalText\(\s*([^,)]+)/g,
];
// const text = (key: string) => read(key, values): a wrapper reads what the function it calls reads
const wrapper = /const\s+(\w+)\s*=\s*\(\s*(\w+)[^)]*\)\s*=>\s*(\w+)\(\s*\2\b/g;

const literal = /^\s*(['"])(\w+)\1\s*$/;

/** The fields `headingCopy` reads when its call names none. */
const headingFields = ['eyebrow', 'title', 'subtitle'];

/** Namespaces named by content modules in the same folder (`ns: 'soulmove'`). */
export function folderNamespaces(contentSources: readonly string[]): string[] {
  return [
    ...new Set(
      contentSources.flatMap((s) => [...s.matchAll(/\bns:\s*'(\w+)'/g)].map((m) => m[1] ?? '')),
    ),
  ].sort();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The key pattern of a template literal's text: each `${...}` becomes one `*` segment. */
export function templatePattern(template: string): string {
  return template.replace(/\$\{[^}]*\}/g, '*');
}

/**
 * Key uses in one source file. `dynamicNamespaces` are the namespaces a non-literal
 * namespace argument may name (see folderNamespaces); bindings with a computed namespace
 * that is neither literal nor listed there are left to the declared uses.
 */
export function extractKeyUses(
  source: string,
  file: string,
  dynamicNamespaces: readonly string[] = [],
): KeyUse[] {
  // i18n.t('common:errorScreen.title'): the instance's default namespace unless the key names one
  const bound = new Map<string, string[]>([['i18n.t', ['common']]]);
  for (const binder of binders) {
    // Only the first binder's name is optional: `{ t }` without an alias.
    for (const [, name = 't', argument = ''] of source.matchAll(binder)) {
      const namespace = literal.exec(argument)?.[2];
      const namespaces = namespace ? [namespace] : [...dynamicNamespaces];
      bound.set(name, [...(bound.get(name) ?? []), ...namespaces]);
    }
  }
  for (const [, name = '', , callee = ''] of source.matchAll(wrapper)) {
    const namespaces = bound.get(callee);
    if (namespaces) bound.set(name, namespaces);
  }
  const uses: KeyUse[] = [];
  for (const [name, namespaces] of bound) {
    if (!namespaces.length) continue;
    const call = new RegExp(
      `(?<![\\w.])${escape(name)}\\(\\s*(?:'([^']*)'|"([^"]*)"|\`([^\`]*)\`)`,
      'g',
    );
    for (const [, single, double, template] of source.matchAll(call)) {
      const key = template !== undefined ? templatePattern(template) : (single ?? double ?? '');
      const [, prefix, rest = ''] = /^(\w+):(.*)$/.exec(key) ?? [];
      uses.push(
        prefix ? { namespaces: [prefix], pattern: rest, file } : { namespaces, pattern: key, file },
      );
    }
    const heading = new RegExp(
      `\\bheadingCopy\\(\\s*${escape(name)}\\s*,\\s*'([\\w.]+)'\\s*(?:,\\s*\\[([^\\]]*)\\])?`,
      'g',
    );
    for (const [, prefix = '', list] of source.matchAll(heading)) {
      const fields =
        list === undefined ? headingFields : [...list.matchAll(/'(\w+)'/g)].map((m) => m[1]);
      for (const field of fields) uses.push({ namespaces, pattern: `${prefix}.${field}`, file });
    }
  }
  return uses;
}

/** Whether a key pattern (`a.*.b`) matches a dotted key. */
export function patternMatches(pattern: string, key: string): boolean {
  const parts = pattern.split('.');
  const segments = key.split('.');
  return (
    parts.length === segments.length &&
    parts.every((part, i) =>
      part.includes('*')
        ? new RegExp(`^${part.split('*').map(escape).join('[^.]+')}$`).test(segments[i] ?? '')
        : part === segments[i],
    )
  );
}
