import { word, type ProfileText } from './profileText';
import type { ProfileWords } from './profileWords';

/** A range that ends "mid-2022" runs to the middle of 2022: half a year less than all of it. */
const halfYear = 0.5;

/**
 * The ranges of years a sentence names: "2021 to 2025", "de 2019 a 2024", "von 2020 bis 2024",
 * "2019-2023", "between 2018 and 2021": the years worked, which the rules' windows count
 * (`datedBand`).
 */
export function rangeFinder(words: ProfileWords, text: ProfileText) {
  // "From 2020 until now", "de 2019 hasta hoy": the range runs to the year the case is weighed in;
  // "2018 to mid-2022", "bis Mitte 2022": to the middle of its last year.
  const until = `(${text.any(words.midYear)}[\\s-]*)?(19[5-9]\\d|20\\d\\d|${text.any(words.now)})`;
  const range = new RegExp(
    word(
      `(?:(19[5-9]\\d|20\\d\\d)\\s*(?:[-–]|${text.any(words.rangeTo)})\\s*${until}|${text.any(words.rangeBetween)}\\s+(19[5-9]\\d|20\\d\\d)\\s+${text.any(words.rangeAnd)}\\s+${until})`,
    ),
    'g',
  );
  return (sentence: string, year: number) =>
    [...sentence.matchAll(range)]
      .map((match) => {
        const [, from = match[4], mid = match[5], to = match[6] ?? ''] = match;
        const last = /^\d+$/.test(to) ? Number(to) : year;
        return { at: match.index, from: Number(from), to: mid ? last - halfYear : last };
      })
      .filter(({ from, to }) => from <= to && to <= year);
}
