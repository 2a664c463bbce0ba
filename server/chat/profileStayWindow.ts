import { monthNames } from './profileGraduationMonth';
import type { StatedProfile } from './profile';
import type { Reader } from './profileReaders';
import { monthsThatCount, stayCounted, touristFinder, yearsThatCount } from './profileStay';
import { sentencesOf, word, type ProfileText } from './profileText';
import type { ProfileWords } from './profileWords';

/** The months back the stay that counts may lie (§ 20b (1) no. 11). */
const windowMonths = yearsThatCount * 12;
/** How many words may stand between a month's name and its year ("Januar bis Oktober 2023"). */
const yearReach = 3;

/**
 * A stay in Germany dated by the names of its months, weighed by the months of it that fall
 * within the last five years, counted from the month of the message: "au pair en alemania de
 * marzo 2021 a febrero 2022" has three of them in December 2026, so no point (123a c20); "von
 * Januar bis Oktober 2023 … im Bundesfreiwilligendienst in Leipzig, mit Visum" has ten, on a
 * residence title, so the point (125c f8). A stay dated by years alone is `stayNotCountedFinder`'s
 * and `lawfulStayFinder`'s.
 */
export function stayWindowReader(words: ProfileWords, text: ProfileText, intl: string): Reader {
  const names = monthNames(intl, text);
  const monthAt = new RegExp(word(`(${names.join('|')})`), 'g');
  const yearAfter = new RegExp(
    `^(?:\\s+[^\\s\\d.,;!?]+){0,${yearReach}}?\\s+((?:19|20)\\d{2})(?!\\d)`,
  );
  const stay = new RegExp(word(text.any(`${words.stayTitles},${words.stay}`)));
  const title = new RegExp(word(text.any(words.stayTitles)));
  const germany = new RegExp(word(text.any(words.germanyNames)));
  const tourist = touristFinder(words, text);
  /**
   * Each month a sentence names with its year, as months since year 0, in the order written; a
   * year named alone before them ("von 2021 bis Februar 2022") starts in its January.
   */
  const datedMonths = (sentence: string) => {
    const named = [...sentence.matchAll(monthAt)].flatMap((found) => {
      const year = yearAfter.exec(sentence.slice(found.index + found[0].length))?.[1];
      return year === undefined
        ? []
        : [{ at: found.index, month: Number(year) * 12 + names.indexOf(found[1] ?? '') }];
    });
    const first = named[0];
    const before = first && /(?<!\d)((?:19|20)\d{2})(?!\d)/.exec(sentence.slice(0, first.at))?.[1];
    return [...(before ? [Number(before) * 12] : []), ...named.map(({ month }) => month)];
  };
  return (message, _parts, year, month) => {
    if (month === undefined) return {};
    const windowStart = year * 12 + month - 1 - windowMonths;
    const weighed = sentencesOf(message).flatMap((sentence) => {
      if (!germany.test(sentence) || !stay.test(sentence)) return [];
      const [start, ...rest] = datedMonths(sentence);
      const end = rest.at(-1);
      if (start === undefined || end === undefined) return [];
      const inside = end - Math.max(start, windowStart) + 1;
      const lawful = title.test(sentence) && !tourist(sentence);
      return [inside >= monthsThatCount ? (lawful ? 'counted' : 'open') : 'notCounted'];
    });
    if (weighed.includes('counted')) return stayCounted;
    return weighed.includes('notCounted') && !weighed.includes('open') ? stayNotCounted : {};
  };
}

const stayNotCounted: StatedProfile = { germanStay: false, stayNotCounted: 'shortOrOld' };
