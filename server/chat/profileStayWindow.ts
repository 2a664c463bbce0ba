import { monthBeforeYear } from './profileGraduationMonth';
import type { Reader } from './profileReaders';
import { sentencesOf, word, type ProfileText } from './profileText';
import type { ProfileWords } from './profileWords';

/** The stay that counts lasts six months, within the last five years (§ 20b (1) no. 11). */
const monthsThatCount = 6;
const windowMonths = 60;

/**
 * A stay in Germany dated by its months ("au pair en alemania de marzo 2021 a febrero 2022"),
 * of which fewer than six fall within the last five years counted from the month of the message
 * (123a c20: three of them, in December 2026). A stay dated by years alone is `stayNotCountedFinder`'s.
 */
export function stayWindowReader(words: ProfileWords, text: ProfileText, intl: string): Reader {
  const monthOf = monthBeforeYear(intl, text);
  const stay = new RegExp(word(text.any(`${words.stayTitles},${words.stay}`)));
  const germany = new RegExp(word(text.any(words.germanyNames)));
  const yearAt = /(?<!\d)(?:19|20)\d{2}(?!\d)/g;
  /**
   * The months a sentence's range of dates spans, as months since year 0: from its first date
   * (January of a year named alone) to its last, which names its month.
   */
  const rangeOf = (sentence: string) => {
    const dates = [...sentence.matchAll(yearAt)].map((match) => ({
      year: Number(match[0]),
      month: monthOf(sentence.slice(0, match.index)),
    }));
    const [first, ...rest] = dates;
    const last = rest.at(-1);
    if (!first || last?.month === undefined) return undefined;
    return {
      start: first.year * 12 + (first.month ?? 1) - 1,
      end: last.year * 12 + last.month - 1,
    };
  };
  return (message, _parts, year, month) => {
    if (month === undefined) return {};
    const windowStart = year * 12 + month - 1 - windowMonths;
    const tooOld = sentencesOf(message).some((sentence) => {
      const range = germany.test(sentence) && stay.test(sentence) ? rangeOf(sentence) : undefined;
      if (!range) return false;
      return range.end - Math.max(range.start, windowStart) + 1 < monthsThatCount;
    });
    return tooOld ? { germanStay: false, stayNotCounted: 'shortOrOld' } : {};
  };
}
