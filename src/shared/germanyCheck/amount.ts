/**
 * A yearly amount in euros read as a person writes it in the page's language: "45.000",
 * "45.000,00" and "45 000" on a Spanish or German page, "45,000" on an English one, and "45k",
 * "45 mil" or "45 mil 950" on any (a Spanish speaker also reads the English and German pages). The separators come from `Intl.NumberFormat`, so a new locale brings its own.
 * A visitor also writes the other common way ("50.000" on the English page, as in Latin
 * America): that reading is taken when it is the only one that makes a year's pay (cents have
 * two digits, so "50.000" cannot be fifty euros). What could mean two sensible amounts ("45.500k"
 * on the English page: €45,500 or €45,500,000?) or none ("4,5", "-50000") is reported as
 * unreadable, with the reason, never guessed.
 */

export type AmountReading =
  | { kind: 'empty' }
  | { kind: 'amount'; value: number }
  | { kind: 'invalid'; reason: AmountProblem };

/** Why an amount cannot be read: the page says which, so the visitor knows what to change. */
export type AmountProblem = 'format' | 'negative' | 'range' | 'ambiguous';

/** An amount of pay below this is a typo or a number of thousands ("4,5"), not euros. */
const minimumAmount = 1_000;
/**
 * A year's gross pay below this is a monthly salary ("3900", 63b) or a typo, not an annual one:
 * full-time work at Germany's statutory minimum wage earns more than twice as much in a year.
 */
export const minimumYearlyAmount = 10_000;
/** Ten digits of whole euros: more is a typo. */
export const maximumYearlyAmount = 9_999_999_999;

/**
 * Words for "thousand" after a number ("45 Tsd.", "52 TEUR", thousands of euros); "k", the
 * Spanish "mil" and the German business "TEUR" are read in every language, as the visitors the
 * page serves write them whatever page they read ("oferta de 52 TEUR" in Spanish, 57a).
 */
const anyLanguageThousands = ['k', 'mil', 'teur'];
const thousandWords: Record<string, readonly string[]> = {
  de: ['tsd', 'tsd.', 'tausend'],
  en: ['thousand'],
};

/** The words for "thousand" read in a language, as a pattern's alternatives ("k|mil|tsd\\."). */
export const thousandsPattern = (language: string) =>
  [...anyLanguageThousands, ...(thousandWords[language] ?? [])].map(escape).join('|');

/** Spaces people put between groups of digits: the plain, the no-break and the narrow one. */
const spaces = /[\s\u00a0\u202f]/g;

/** The group and decimal separators of a locale, as `Intl` writes 12,345.6 in it. */
export function separators(locale: string): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12_345.6);
  const part = (type: string, fallback: string) =>
    parts.find((p) => p.type === type)?.value ?? fallback;
  // A space-grouping locale (fr) writes a no-break space: read it as any space.
  const group = part('group', ',').replace(spaces, ' ');
  return { group, decimal: part('decimal', '.') };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The number a text writes, with its locale's separators: digits grouped by threes with one kind
 * of separator (the locale's own, or spaces), then at most one decimal part. Undefined when the
 * text is not written that way.
 */
function readNumber(text: string, group: string, decimal: string, maxFraction: number) {
  const groups = [...new Set([group, ' '])].map(escape).join('|');
  const pattern = new RegExp(
    `^(\\d+|\\d{1,3}(?:(${groups})\\d{3})(?:\\2\\d{3})*)(?:${escape(decimal)}(\\d{1,${maxFraction}}))?$`,
  );
  const match = pattern.exec(text);
  if (!match) return undefined;
  const [, whole = '', separator, fraction = ''] = match;
  return Number(`${whole.split(separator ?? '\u0000').join('')}.${fraction || '0'}`);
}

/** Reads the amount a visitor typed, in the page's Intl locale ("es-BO", "de-DE", "en-US"). */
export function parseAmount(text: string, locale: string): AmountReading {
  const language = locale.split('-')[0] ?? locale;
  // "45.000,-" and "45,000.-": whole euros, the dash standing for no cents, not a minus.
  let rest = text
    .trim()
    .replace(/€|\beur(?:os?)?\b/giu, '')
    .trim()
    .replace(/(?<=\d)[.,][-−–]{1,2}$/u, '');
  if (rest === '') return { kind: 'empty' };
  if (/^[-−–]/.test(rest) || /[-−–]$/.test(rest)) return { kind: 'invalid', reason: 'negative' };

  // "45k", "45 mil", "45 Tsd.": the number before the word, in thousands; "45 mil 950": and the
  // euros after it, three digits, after a whole number of thousands.
  let factor = 1;
  let euros = 0;
  const thousands = new RegExp(
    `^(.*?)\\s*(?:${thousandsPattern(language)})(?:\\s+(\\d{3}))?$`,
    'iu',
  ).exec(rest);
  if (thousands?.[1]) {
    factor = 1_000;
    rest = thousands[1];
    euros = Number(thousands[2] ?? 0);
    if (thousands[2] && !/^\d+$/.test(rest)) return { kind: 'invalid', reason: 'format' };
  }
  rest = rest.replace(spaces, ' ');

  // The page's own way first, then the two common ways of writing thousands and decimals.
  const own = separators(locale);
  const ways = [own, { group: '.', decimal: ',' }, { group: ',', decimal: '.' }];
  // Cents for an amount in euros; up to three decimals of a thousand ("45,5k").
  const numbers = ways.flatMap(({ group, decimal }) => {
    const number = readNumber(rest, group, decimal, factor === 1 ? 2 : 3);
    return number === undefined ? [] : [Math.round(number * factor * 100) / 100 + euros];
  });
  if (!numbers.length) return { kind: 'invalid', reason: 'format' };
  const plausible = [...new Set(numbers)].filter(
    (value) => value >= minimumAmount && value <= maximumYearlyAmount,
  );
  const [value, other] = plausible;
  if (value === undefined) return { kind: 'invalid', reason: 'range' };
  if (other !== undefined) return { kind: 'invalid', reason: 'ambiguous' };
  return { kind: 'amount', value };
}

/** A year's gross pay as the check's salary field reads it: a month's pay is out of range. */
export function parseYearlyAmount(text: string, locale: string): AmountReading {
  const read = parseAmount(text, locale);
  return read.kind === 'amount' && read.value < minimumYearlyAmount
    ? { kind: 'invalid', reason: 'range' }
    : read;
}
