import { word, type ProfileText } from './profileText';
import type { ProfileWords } from './profileWords';

/** A range that ends "mid-2022" runs to the middle of 2022: half a year less than all of it. */
const halfYear = 0.5;
const monthsPerYear = 12;

/**
 * A range of years: `from` and `to` as the windows count them (`to` the last year, whole, unless
 * a month or "mid" says where in it the range ends: the range ends at `to + 1`), and `held`, the
 * years the range holds by itself: with months on both ends, exactly ("January 2021 to December
 * 2023" is three); with years alone, the difference of the years ("2019-2022" is three, not
 * four, as a visitor's own count of its years usually is); from a month up to now, to the end
 * of this year (the windows end today).
 */
export interface YearRange {
  /** Where the range's words start and end in the sentence. */
  at: number;
  end: number;
  from: number;
  to: number;
  held: number;
}

/**
 * The ranges of years a sentence names: "2021 to 2025", "de 2019 a 2024", "von 2020 bis 2024",
 * "2019-2023", "between 2018 and 2021", "de enero 2021 a diciembre 2023", "Jan 2020 to June
 * 2022": the years worked, which the rules' windows count (`datedBand`). A month is read by the
 * first three letters of the year's first twelve month names (`monthNames`); a name they do not
 * tell ("setiembre", "Jänner") leaves its year whole.
 */
export function rangeFinder(words: ProfileWords, text: ProfileText) {
  const { monthOf, month } = monthReader(words, text);
  // "From 2020 until now", "de 2019 hasta hoy": the range runs to the year the case is weighed in;
  // "2018 to mid-2022", "bis Mitte 2022": to the middle of its last year.
  const until = `${month('lastMonth')}(?<mid>${text.any(words.midYear)}[\\s-]*)?(?<last>19[5-9]\\d|20\\d\\d|${text.any(words.now)})`;
  const first = `${month('firstMonth')}(?<first>19[5-9]\\d|20\\d\\d)`;
  const ranges = [
    `${first}\\s*(?:[-–]|${text.any(words.rangeTo)})\\s*${until}`,
    `${text.any(words.rangeBetween)}\\s+${first}\\s+${text.any(words.rangeAnd)}\\s+${until}`,
  ].map((source) => new RegExp(word(source), 'g'));
  return (sentence: string, weighedIn: number): YearRange[] =>
    ranges
      .flatMap((range) => [...sentence.matchAll(range)])
      .map((match) => {
        const { firstMonth, first = '', lastMonth, mid, last = '' } = match.groups ?? {};
        const now = !/^\d+$/.test(last);
        const start = monthOf(firstMonth);
        const end = monthOf(lastMonth);
        const from = Number(first) + (start === undefined ? 0 : (start - 1) / monthsPerYear);
        const lastYear = now ? weighedIn : Number(last);
        const to = mid
          ? lastYear - halfYear
          : end === undefined || now
            ? lastYear
            : lastYear + end / monthsPerYear - 1;
        // Months on both ends, or a month up to now, tell the range to the month.
        const exact = start !== undefined && (end !== undefined || now) && !mid;
        return {
          at: match.index,
          end: match.index + match[0].length,
          from,
          to,
          held: exact ? to + 1 - from : to - from,
        };
      })
      .filter(({ from, to, held }) => from < to + 1 && held >= 0 && to <= weighedIn)
      .sort((a, b) => a.at - b.at);
}

/**
 * A month by the first three letters of the year's first twelve month names (`monthNames`), and
 * the pattern of a month's name before a year ("enero de 2021", "January 2020", "März 2024").
 */
function monthReader(words: ProfileWords, text: ProfileText) {
  const names = text.spelled(words.monthNames);
  const monthOf = (name?: string) => {
    if (!name) return undefined;
    const index = names
      .slice(0, monthsPerYear)
      .findIndex((full) => full.slice(0, 3) === name.slice(0, 3));
    return index < 0 ? undefined : index + 1;
  };
  const month = (group: string) =>
    `(?:(?<${group}>${text.any(words.monthNames)})(?:\\s+${text.any(words.fieldLinks)})?\\s+)?`;
  return { monthOf, month };
}

/**
 * Work since a year, up to now: "desde 2023", "seit März 2024", "since January 2024" (66a), a
 * period of a work history (`severalPeriodsFinder`); from a month, to the month. Not one said to
 * have ended ("seit Ende 2024 nicht mehr", 66b), nor the start of a range ("since 2019 to 2021").
 */
export function sinceRangeFinder(words: ProfileWords, text: ProfileText) {
  const { monthOf, month } = monthReader(words, text);
  const since = new RegExp(
    word(
      `${text.any(words.since)}\\s+${month('firstMonth')}(?<first>19[5-9]\\d|20\\d\\d)(?![\\d.,]|\\s*(?:[-–]|${text.any(words.rangeTo)}\\s))`,
    ),
    'g',
  );
  const ended = new RegExp(`^(?:\\s+[^\\s.,;!?]+){0,2}?\\s+${word(text.any(words.negations))}`);
  return (sentence: string, weighedIn: number): YearRange[] =>
    [...sentence.matchAll(since)].flatMap((match) => {
      const { firstMonth, first = '' } = match.groups ?? {};
      if (ended.test(sentence.slice(match.index + match[0].length))) return [];
      const start = monthOf(firstMonth);
      const from = Number(first) + (start === undefined ? 0 : (start - 1) / monthsPerYear);
      const held = start === undefined ? weighedIn - from : weighedIn + 1 - from;
      const end = match.index + match[0].length;
      return from <= weighedIn ? [{ at: match.index, end, from, to: weighedIn, held }] : [];
    });
}
