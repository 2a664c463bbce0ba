import { durationFinder, type Found } from './profileDurations';
import { word, wordsBetween, type ProfileText } from './profileText';
import type { ProfileWords } from './profileWords';

/** How many words from a start year a duration may stand and say how long it ran. */
export const besideReach = 7;

/**
 * "No work experience in the field", "zero work experience", "sin experiencia", "keine
 * Berufserfahrung", and after the word: "experiencia ninguna", "Berufserfahrung: keine", or at
 * the end of its part, up to two words on: "Berufserfahrung habe ich keine", "experiencia no
 * tengo", "experience I have none".
 */
export function experienceDenied(words: ProfileWords, text: ProfileText): RegExp {
  const experience = text.any(words.experience);
  const none = text.any(`${words.negations},${words.noLevel}`);
  // "8 Jahre Berufserfahrung und noch kein Angebot": a joining word turns to another matter.
  const notJoiner = `(?!${text.any(words.joiners)}(?![^\\s.,;!?]))`;
  // "6 Jahre Berufserfahrung seit 2020 ohne Pause": work without a break is work.
  const noBreak = `(?!\\s+${text.any(words.workBreak)}(?![^\\s.,;!?]))`;
  // "Berufserfahrung als Arzt hab ich eigentlich noch keine" (76c W2).
  const atPartEnd = `${experience}(?:\\s+${notJoiner}[^\\s\\d.,;!?()]+){0,6}?\\s+${none}${noBreak}(?:\\s+[^\\s.,;!?]+)?(?=\\s*(?:[.,;!?]|$))`;
  return new RegExp(
    word(
      `(?:${none}\\s+(?:[^\\s.,;!?]+\\s+){0,2}${experience}|${experience}\\s*[:=-]?\\s*${text.any(words.noLevel)}|${atPartEnd})`,
    ),
  );
}

/**
 * The durations of a sentence (`durationFinder`), those said as running up to now dated: "ich
 * arbeite seit 6 Jahren als Krankenschwester", "trabajo hace 6 años" are the last six years, not
 * years to ask the dates of (80c V01).
 */
export function datedDurationFinder(words: ProfileWords, text: ProfileText) {
  const durationsIn = durationFinder(words, text);
  const upToNow = new RegExp(`${word(text.any(words.yearsUpToNow))}\\s*$`);
  return (sentence: string): Found[] =>
    durationsIn(sentence).map((found) =>
      upToNow.test(sentence.slice(0, found.at)) ? { ...found, dated: true } : found,
    );
}

/**
 * The years since a start year ("since 2019", "2012, seitdem", counted to the year the case is
 * weighed in), or the duration written beside it: "desde 2023 (unos dos años)" is two years.
 */
export const sinceYears = (
  sentence: string,
  since: RegExp,
  durations: readonly Found[],
  year: number,
): Found[] =>
  [...sentence.matchAll(since)]
    .filter((match) => Number(match[1] ?? match[2]) <= year)
    .map((match) => {
      // "abgeschlossen 2012, seitdem …": read from "seitdem", not from the degree's year.
      const from = match[2] ? match.index + match[0].length : match.index;
      const beside = durations.find(({ at }) => wordsBetween(sentence, from, at) <= besideReach);
      const years = beside?.years ?? year - Number(match[1] ?? match[2]);
      return { ...beside, at: from, years, dated: true };
    });

/**
 * "2 años y medio de experiencia (2023-2026)" (88a W2): a range that dates years said beside it
 * is read through them, not by its own count.
 */
export const rangeOfYearsSaid =
  (
    ranges: readonly { at: number }[],
    durations: readonly Found[],
    beside: (from: number, to: number) => boolean,
  ) =>
  (at: number) =>
    ranges.some((own) => own.at === at) && durations.some((duration) => beside(duration.at, at));
