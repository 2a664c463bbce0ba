import type { Experience } from '../../src/shared/germanyCheck/answers';
import { word, type ProfileText, numberPhrases } from './profileText';
import type { ProfileWords } from './profileWords';

/** The years worked, as a visitor dates them: "entre 2018 y 2021", "2020 to now". */
export interface DatedYears {
  from: number;
  to: number;
}

/**
 * The moment the rules' windows ("the last five years", "the last seven") are measured back from,
 * as a year with its fraction: today, when the case is weighed in the current year (29 Nov 2026 is
 * 2026.91, so the last five years start in late November 2021); the end of the year otherwise.
 */
export function windowEnd(year: number, today = new Date()): number {
  if (today.getUTCFullYear() !== year) return year + 1;
  const start = Date.UTC(year, 0, 1);
  return year + (today.getTime() - start) / (Date.UTC(year + 1, 0, 1) - start);
}

/**
 * Years rounded to a hundredth: the window's end is a fraction of today, and "(end − 4) −
 * (end − 7)" may come out a hair under 3 in floating point.
 */
const toHundredth = (years: number) => Math.round(years * 100) / 100;

/**
 * How much of the dated years lies in the last `span` years: a year named counts whole (its
 * months are not said), so "2018 to 2021" runs to the end of 2021, and no more than the years
 * the visitor gives ("3 años … entre 2018 y 2021" is three).
 */
const inLast = (dated: DatedYears, years: number, end: number, span: number) =>
  Math.min(
    years,
    Math.max(0, toHundredth(Math.min(dated.to + 1, end) - Math.max(dated.from, end - span))),
  );

/**
 * The experience band of dated years, each window counted on its own (§ 20b (1) nos. 6 and 7
 * AufenthG, § 6 BeschV, § 18g (2)): five of the last seven; three of the last seven with two of
 * the last five, or without them (worked some time ago); two of the last five. Years outside a
 * window do not count in it: three years between 2018 and 2021, weighed in November 2026, hold
 * about two of the last seven and none of the last five.
 */
export function datedBand(
  dated: DatedYears,
  years: number,
  year: number,
  end = windowEnd(year),
): Experience {
  return datedBands([{ dated, years }], year, end);
}

/**
 * The band of several dated periods, each counted in each window and added up: "2 years from
 * 2023 to 2025 and 1 year in 2020" hold three of the last seven and two of the last five.
 */
export function datedBands(
  periods: readonly { dated: DatedYears; years: number }[],
  year: number,
  end = windowEnd(year),
): Experience {
  const inWindow = (span: number) =>
    periods.reduce((sum, { dated, years }) => sum + inLast(dated, years, end, span), 0);
  const lastSeven = inWindow(7);
  const lastFive = inWindow(5);
  if (lastSeven >= 5) return 'fiveOfSeven';
  if (lastSeven >= 3) return lastFive >= 2 ? 'threeOfSeven' : 'threeOfSevenEarlier';
  return lastFive >= 2 ? 'twoOfFive' : 'none';
}

/**
 * The band of years worked that ended some years ago ("trabajé 3 años como programador pero lo
 * dejé hace 5 años", "worked 5 years but stopped 4 years ago"): they run up to that moment, and
 * each window counts only what lies in it.
 */
export function endedAgoFinder(words: ProfileWords, text: ProfileText) {
  // "Pero hace 4 años trabajo como …": the years of work going on now, not a time since it ended.
  const ended = new RegExp(
    `${word(numberPhrases(text, words.endedAgo))}(?!\\s+${word(text.any(words.workingNow))})`,
  );
  // "Vor 6 Jahren 3 Jahre als Netzwerkadministrator gearbeitet", "hace 6 años trabajé 3 años",
  // "6 years ago I worked 3 years": a time ago, then the years of work it dates.
  const work = text.any(words.work);
  const worked = `\\d{1,2}\\s+${text.any(words.years)}`;
  const agoThenWork = new RegExp(
    word(
      `${numberPhrases(text, words.ago)}\\s+(?:${worked}(?:\\s+[^\\s.,;!?]+){0,4}?\\s+${work}|(?:[^\\s\\d.,;!?]+\\s+){0,2}?${work}\\s+${worked})`,
    ),
  );
  // "3 Jahre Erfahrung vor 6 Jahren", "3 years of experience 6 years ago": the years of work,
  // then the time ago they lie (57f).
  const workThenAgo = new RegExp(
    word(
      `${worked}(?:\\s+[^\\s\\d.,;!?]+){0,2}?\\s+${text.any(words.experience)}\\s+${numberPhrases(text, words.ago)}`,
    ),
  );
  // "Terminé en 2022", "stopped in 2022": the work ran to that year's end; not the end of a
  // range ("von 2017 bis 2019 als Masterstudent"), which dates what it is said of.
  const endedIn = new RegExp(
    `(?<!\\d{4}\\s{0,3})${word(`${text.any(words.endedIn)}\\s+(19[5-9]\\d|20\\d\\d)`)}`,
  );
  const endedAfter = new RegExp(
    word(`(19[5-9]\\d|20\\d\\d)\\s+(?:[^\\s\\d.,;!?]+\\s+){0,2}?${text.any(words.endedAfterYear)}`),
  );
  return (sentence: string, years: number, year: number): Experience | undefined => {
    const inYear = Number(endedIn.exec(sentence)?.[1] ?? endedAfter.exec(sentence)?.[1]);
    if (inYear && inYear <= year) {
      return datedBand({ from: inYear + 1 - years, to: inYear }, years, year);
    }
    const said = ended.exec(sentence) ?? agoThenWork.exec(sentence) ?? workThenAgo.exec(sentence);
    const ago = said?.slice(1).find(Boolean);
    if (ago === undefined) return undefined;
    // One reading of the clock for both: two would disagree by the milliseconds between them.
    const now = windowEnd(year);
    const end = now - Number(ago);
    return datedBand({ from: end - years, to: end - 1 }, years, year, now);
  };
}

/**
 * The band of years worked that a sentence says stopped for the last few years: "6 years of
 * experience, but I haven't worked in the last 3" ended where the pause began; "trabajo en
 * informática hace 6 años pero no trabajé en los últimos 3 años", "seit 6 Jahren …" dates their
 * beginning, so only the years before the pause were worked.
 */
export function idleWindowFinder(words: ProfileWords, text: ProfileText) {
  const not = text.any(words.negations);
  const work = text.any(words.work);
  const between = (most: number) => `(?:[^\\s\\d.,;!?]+\\s+){0,${most}}?`;
  const window = `${text.any(words.window)}\\s+(\\d{1,2})\\s+${text.any(words.years)}`;
  const idle = new RegExp(
    word(
      `(?:${not}\\s+${between(2)}${work}\\s+${between(2)}${window}|${window}\\s+${between(4)}${not}\\s+${between(2)}${work})`,
    ),
  );
  const ago = numberPhrases(text, words.ago);
  const begun = new RegExp(word(`(?:${ago}|${text.any(words.since)}\\s+(\\d{1,2}))`));
  return (sentence: string, years: number, year: number): Experience | undefined => {
    const pause = Number(idle.exec(sentence)?.slice(1).find(Boolean));
    if (!pause) return undefined;
    const now = windowEnd(year);
    const stopped = now - pause;
    if (begun.exec(sentence)?.slice(1).find(Boolean) === String(years)) {
      return years > pause
        ? datedBand({ from: now - years, to: stopped - 1 }, years - pause, year, now)
        : 'none';
    }
    return datedBand({ from: stopped - years, to: stopped - 1 }, years, year, now);
  };
}
