/**
 * The checks of one text, in the words `npm run check:locales` prints. The locale check runs
 * them over every file (localeSyntax.ts, localeCheck.ts, localeStatus.ts); the translator
 * editor (scripts/translatorEditor/) runs them on the one text a translator saves, so a text
 * it refuses gets the checker's own message. Messages name the key; the caller puts the file,
 * line and column in front.
 */
import { mayStayIdentical, type Glossary } from './glossary.ts';

/**
 * i18next's plural forms: `items_one`, `items_other`... are the forms of `items`, looked up
 * with `t('items', { count })`. Any key ending in one of these suffixes is a plural form.
 */
export const pluralForm = /^(.+)_(zero|one|two|few|many|other)$/;

/** The key as the code reads it: a plural form stands for its base key. */
export const baseKey = (key: string) => pluralForm.exec(key)?.[1] ?? key;

/**
 * What must survive translation: `{{placeholders}}` and Trans tags (`<0>`, `</0>`, `<br/>`),
 * sorted. `count` is left out of plural forms, which may spell the number ("one message"),
 * and kept everywhere else ("Slide {{count}} of {{total}}").
 */
export function markers(text: string, { plural = false } = {}): string {
  const placeholders = [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)]
    .map((m) => `{{${m[1]}}}`)
    .filter((m) => !plural || m !== '{{count}}');
  const tags = [...text.matchAll(/<\/?\s*(\w+)\s*\/?>/g)].map((m) => m[0].replace(/\s/g, ''));
  return [...placeholders, ...tags].sort().join(' ');
}

/** Each key the code reads (plural forms merged) with the markers of all its values. */
export function logicalMarkers(keys: ReadonlyMap<string, string>): Map<string, string> {
  const out = new Map<string, Set<string>>();
  for (const [key, value] of keys) {
    const base = baseKey(key);
    const set = out.get(base) ?? new Set<string>();
    for (const marker of markers(value, { plural: base !== key })
      .split(' ')
      .filter(Boolean))
      set.add(marker);
    out.set(base, set);
  }
  return new Map([...out].map(([key, set]) => [key, [...set].sort().join(' ')]));
}

/** A value that is not text: a number, `true`, `null`. */
export const notTextProblem = (key: string, value: unknown) =>
  `${key} is ${value === null ? 'null' : `the ${typeof value} ${JSON.stringify(value)}`}: every value is a text in "double quotes"`;

const entity = /&(?:[a-z][a-z0-9]*|#\d+|#x[0-9a-f]+);/i;
/** `<a href="…">`, `<0 class="x">`: a tag with something after its name (`<br />` has none). */
const tagWithAttributes = /<\w+\s+[^\s/>][^>]*>/;

/** Markup the page cannot use: an HTML entity (shown as it is), a tag with attributes. */
export function markupProblems(key: string, value: string): string[] {
  const problems: string[] = [];
  const found = entity.exec(value)?.[0];
  if (found) {
    problems.push(
      `${key} has the HTML entity ${found}, which the page would show as it is: type the character itself`,
    );
  }
  const tag = tagWithAttributes.exec(value)?.[0];
  if (tag) {
    problems.push(
      `${key} has the tag ${tag}: tags carry no attributes here, keep exactly the tags English has`,
    );
  }
  return problems;
}

export const emptyProblem = (key: string, value: string) =>
  value.trim() === '' ? `${key} is empty` : undefined;

/** `found` and `expected` are logicalMarkers() of the language's key and the reference's. */
export const markerProblem = (key: string, found: string, expected: string, reference: string) =>
  found === expected
    ? undefined
    : `${key} has placeholders/tags [${found}] but ${reference} has [${expected}]`;

/**
 * A value still the reference's text, unless the glossary says it may stay. A plural form
 * English lacks (Portuguese `_many`) is compared with English's `_other`.
 */
export function isStillEnglish(
  value: string,
  english: ReadonlyMap<string, string>,
  lng: string,
  glossary: Glossary,
  where: { namespace: string; key: string },
): boolean {
  const source = english.get(where.key) ?? english.get(`${baseKey(where.key)}_other`);
  return value === source && !mayStayIdentical(value, lng, glossary, where);
}

export const stillEnglishProblem = (key: string, value: string | undefined, lng: string) =>
  `${key} is still the English text ${JSON.stringify(value)}: translate it (a name or a word ${lng} writes the same way goes in locales/glossary.json)`;

export interface ValueToCheck {
  lng: string;
  namespace: string;
  key: string;
  value: string;
  /** The file's values with the new one in place (its plural forms are checked as one key). */
  own: ReadonlyMap<string, string>;
  reference: string;
  /** The reference language's values of the namespace. */
  english: ReadonlyMap<string, string>;
  /** A published language may not keep English; a draft may. */
  published: boolean;
  glossary: Glossary;
}

/** A message and the key whose line and column the checker names with it. */
export interface ValueProblem {
  at: string;
  message: string;
}

/**
 * Every check of `npm run check:locales` that one changed text can fail. A plural text's
 * placeholders are those of all its forms, named at its first form, as the checker does.
 */
export function checkValue(input: ValueToCheck): ValueProblem[] {
  const { key, value, lng, namespace, reference } = input;
  const base = baseKey(key);
  const firstForm = input.own.has(base)
    ? base
    : ([...input.own.keys()].find((other) => baseKey(other) === base) ?? key);
  const expected = logicalMarkers(input.english).get(base);
  const here = (message: string | undefined) => (message ? [{ at: key, message }] : []);
  const mismatch =
    lng === reference || expected === undefined
      ? undefined
      : markerProblem(base, logicalMarkers(input.own).get(base) ?? '', expected, reference);
  return [
    ...markupProblems(key, value).flatMap(here),
    ...here(emptyProblem(key, value)),
    ...(mismatch ? [{ at: firstForm, message: mismatch }] : []),
    ...here(
      input.published &&
        lng !== reference &&
        isStillEnglish(value, input.english, lng, input.glossary, { namespace, key })
        ? stillEnglishProblem(key, value, lng)
        : undefined,
    ),
  ];
}
