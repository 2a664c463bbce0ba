/**
 * The development pseudo-locale: every value of the copy, made about 40% longer and marked,
 * so text that escaped the locale files stands out (it is the only plain text on the page)
 * and layouts meet text as long as German's. Placeholders (`{{name}}`), nesting (`$t(key)`)
 * and tags (`<0>`, `<br/>`) are kept as they are, so interpolation still works.
 */

const plain = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const accented = [...'áƀçďéƒĝĥíĵķľḿñőþʠŕšţúṽŵẋýžÁƁÇĎÉƑĜĤÍĴĶĽḾÑŐÞǪŔŠŢÚṼŴẊÝŽ'];

/** What must reach i18next unchanged: placeholders, nesting and Trans tags. */
const kept = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?\s*\w+\s*\/?>)/;

/** How much longer each word gets: German runs about a third longer than English. */
export const growth = 0.4;

const accent = (text: string) => text.replace(/[A-Za-z]/g, (c) => accented[plain.indexOf(c)] ?? c);

/**
 * Each word grows by repeating its own start (so it still wraps like a long word, not like an
 * unbreakable run of filler), and the whole value is framed by `[!! ` and ` !!]`.
 */
export function pseudoLocalize(text: string): string {
  const body = text
    .split(kept)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part.replace(/\p{L}+/gu, (word) =>
            accent(word + word.slice(0, Math.round(word.length * growth)).toLowerCase()),
          ),
    )
    .join('');
  return `[!! ${body} !!]`;
}

type Tree = { [key: string]: string | Tree };

/** A locale bundle with every string pseudo-localized. */
export function pseudoBundle<T>(bundle: T): T {
  const walk = (value: unknown): unknown =>
    typeof value === 'string'
      ? pseudoLocalize(value)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value as Tree).map(([k, v]) => [k, walk(v)]))
        : value;
  return walk(bundle) as T;
}
