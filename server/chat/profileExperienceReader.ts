import type { Experience } from '../../src/shared/germanyCheck/answers';
import {
  courseLengthFinder,
  onePeriodReader,
  sentenceFinder,
  workFinder,
} from './profileExperience';
import { besideReach } from './profileWorkYears';
import { rangeFinder, sinceRangeFinder, type YearRange } from './profileYearRanges';
import { durationFinder } from './profileDurations';
import { ageFinder, type Reader } from './profileReaders';
import { numberPhrases, word, wordsBetween, type ProfileText } from './profileText';
import { datedBands } from './profileWindows';
import { otherJobBesideListed } from './profileWorkBeside';
import type { ProfileWords } from './profileWords';

/** The age from which years of work are counted plausible: none before 15. */
const workingFrom = 15;

/**
 * Professional experience in any wording: "5 years of experience in the last 7", "I have worked
 * as an accountant for 4 years in the last 6 years", "for the past 4 years", "seit 4 Jahren",
 * "trabajo hace 6 años", "I've been a nurse since 2019" (counted to the year the case is weighed
 * in), "5 of the last 7". A duration counts when a word for work stands near it in the same
 * sentence (the nearest wins, so "técnica en enfermería (3 años) … 6 años trabajando" is six),
 * never the period itself ("in the last 6 years"), an age ("45 Jahre alt") or a time ago ("3
 * years ago", "vor 3 Jahren"). A duration without a period runs up to now.
 */
export function experienceReader(words: ProfileWords, text: ProfileText): Reader {
  const onePeriod = onePeriodReader(words, text);
  const severalPeriods = severalPeriodsFinder(words, text);
  const workIn = workFinder(words, text);
  const ageOf = ageFinder(words, text);
  const sentences = sentenceFinder(words, text);
  // "44 años,", "I have 44 years,", "44 años como asesor": two digits of years, by the unit of
  // an age or of years, which may be the age.
  const units = text.any(`${words.ageUnits},${words.years}`);
  const ofYears = new RegExp(`(?<![\\d.,])\\d{2}(?=\\s*${units})`);
  const ofYearsAll = new RegExp(ofYears.source, 'g');
  // "Me gradué hace 10 años de economista", "graduated 10 years ago": time since the degree,
  // not time worked.
  const sinceGraduation = new RegExp(
    word(`${text.any(words.graduated)}\\s+${numberPhrases(text, words.ago)}`),
    'g',
  );
  return (written, parts, year) => {
    const message = written.replace(sinceGraduation, ' ');
    const several = sentences(message)
      .filter((sentence) => workIn(sentence).length > 0)
      .map((sentence) => severalPeriods(sentence, year))
      .find(Boolean);
    if (several) return { experience: several };
    // "Eine Krankenschwester …, 30 Jahre, soll bei uns arbeiten", "un abogado boliviano de 44
    // años como asesor": the age is no duration of work, listed between commas or said by its
    // unit. The age is read only where a duration could be one: most messages have none.
    if (!ofYears.test(message)) return onePeriod(message, parts, year);
    const { years: age } = ageOf(message, parts, year);
    if (age === undefined) return onePeriod(message, parts, year);
    // "él es ing. de sistemas 34 años y yo enfermera 32 años" (112a m12): years no one of that
    // age has worked, from 15 on, are another age, a partner's.
    const told = message.replace(ofYearsAll, (said) =>
      Number(said) === age || Number(said) > age - workingFrom ? '  ' : said,
    );
    return onePeriod(told, parts, year);
  };
}

/** How many words after a range a word for a break makes it one ("2020 bis 2021 Pause"). */
const breakReach = 3;
/** How many words around a start year the work it dates is named ("since 2021 … in another field"). */
const otherFieldReach = 10;
/** How many words after a start year may say what began then was no work ("desde 2022 estoy haciendo una maestría"). */
const notWorkReach = 4;
/** How many words after a range may name the job of another field it was spent in. */
const otherJobReach = 6;

/**
 * What a sentence says beside a range of years: a break after it ("2020 bis 2021 Pause"), work in
 * another field ("since 2021 I have been working in another field", "work in my family shop
 * since 2023"), a job of another field beside an occupation of the check's ("2019-2024 I was
 * working as a taxi driver", 72b W5), or no work since a start year ("desde 2022 estoy haciendo
 * una maestría", 72a W6).
 */
function rangeWeigher(words: ProfileWords, text: ProfileText) {
  const breakAfter = new RegExp(word(text.any(words.workBreak)), 'g');
  const then = new RegExp(word(text.any(words.periodThen)));
  const otherField = new RegExp(word(text.any(words.otherField)), 'g');
  const notWork = new RegExp(word(text.any(words.notWork)), 'g');
  const { otherJob, listed } = otherJobBesideListed(words, text);
  const aYear = /(?:19[5-9]|20\d)\d/;
  return (sentence: string) => {
    // "desde 2023 … hasta ahora", "seit März 2024": a start year is a range to now; one in a
    // break ("2020 bis 2021 Pause") is none.
    const near = (pattern: RegExp, range: YearRange, reach: number, before = false) =>
      [...sentence.matchAll(pattern)].some(
        ({ index }) =>
          (index >= range.end && wordsBetween(sentence, range.end, index) <= reach) ||
          (before && index < range.at && wordsBetween(sentence, index, range.at) <= reach),
      );
    // "2019 to 2021, then a gap, then again from 2024": a break after "then" follows the range;
    // in "2016 to 2019, 2020 to 2021 break" it is the next range's, after a year of its own.
    const working = (range: YearRange) =>
      ![...sentence.matchAll(breakAfter)].some(({ index }) => {
        const between = sentence.slice(range.end, index);
        return (
          index >= range.end &&
          wordsBetween(sentence, range.end, index) <= breakReach &&
          !then.test(between) &&
          !aYear.test(between)
        );
      });
    // "2015-2019 as developer, then 2019-2024 I was working as a taxi driver" (72b W5): beside an
    // occupation of the check's, a period in a job of another field is no work in the field.
    const otherJobAfter = (range: YearRange) =>
      listed(sentence) && near(otherJob, range, otherJobReach);
    const inField = (range: YearRange) =>
      !near(otherField, range, otherFieldReach, true) && !otherJobAfter(range);
    return {
      working,
      inField,
      otherJobAfter,
      notWorkAfter: (range: YearRange) => near(notWork, range, notWorkReach),
    };
  };
}

/**
 * Several periods of work, each with its own dates, in one sentence: "I worked 2 years in IT
 * from 2023 to 2025 and 1 year in 2020", "trabajé 3 años (2019-2022) y después desde 2023 hasta
 * ahora". Each duration takes the range or the single year nearest after it; a range no duration
 * takes is a period of its own. Two or more periods are added up window by window (`datedBands`).
 */
function severalPeriodsFinder(words: ProfileWords, text: ProfileText) {
  const durationsIn = durationFinder(words, text);
  const rangeIn = rangeFinder(words, text);
  const courseLength = courseLengthFinder(words, text);
  const sinceIn = sinceRangeFinder(words, text);
  const weigh = rangeWeigher(words, text);
  const sinceBefore = new RegExp(`${word(text.any(words.since))}(?:\\s+[^\\s\\d.,;!?]+){0,2}\\s*$`);
  const single = /(?<![\d–-])(19[5-9]\d|20\d\d)(?![\d–-])/g;
  const anyYear = /(?:19[5-9]|20\d)\d/g;
  return (sentence: string, year: number): Experience | undefined => {
    // Two periods need two dates at least; most sentences have none.
    if ((sentence.match(anyYear) ?? []).length < 2) return undefined;
    const { working, inField, otherJobAfter, notWorkAfter } = weigh(sentence);
    const sinceRanges = sinceIn(sentence, year).filter(
      (range) => working(range) && inField(range) && !notWorkAfter(range),
    );
    const ranges = [
      ...rangeIn(sentence, year).filter((range) => working(range) && !otherJobAfter(range)),
      ...sinceRanges,
    ];
    const inRange = (at: number) => ranges.some((range) => at >= range.at && at < range.end);
    const ofCourse = courseLength(sentence);
    const dates = [
      ...ranges.map(({ at, from, to, held }) => ({ at, dated: { from, to }, held, range: true })),
      ...[...sentence.matchAll(single)]
        // "seit Ende 2024 nicht mehr": a start year is no year worked in.
        .filter(
          (match) => !inRange(match.index) && !sinceBefore.test(sentence.slice(0, match.index)),
        )
        .map((match) => {
          const dated = { from: Number(match[1]), to: Number(match[1]) };
          return { at: match.index, dated, held: 1, range: false };
        }),
    ];
    const claimed = new Set<(typeof dates)[number]>();
    // "2 Jahre studiert (2021-2023, …)": a course's length takes no dates (81c W2).
    const worked = durationsIn(sentence).filter(({ at }) => !ofCourse(at));
    const periods = worked.flatMap(({ at, years, below }) => {
      const after = dates
        .filter((date) => date.at > at && wordsBetween(sentence, at, date.at) <= besideReach)
        .sort((a, b) => a.at - b.at)[0];
      if (!after || below !== undefined || after.dated.to > year) return [];
      claimed.add(after);
      return [{ dated: after.dated, years }];
    });
    // "Trabajé de 2017 a 2019 y de 2023 hasta hoy": ranges alone are periods too, but not the
    // years of a course ("estudié 2014-2018").
    const told = [
      ...periods,
      ...dates
        .filter((date) => date.range && !claimed.has(date) && !ofCourse(date.at))
        .map(({ dated, held }) => ({ dated, years: held })),
    ];
    const distinct = new Set(told.map(({ dated }) => dated));
    return told.length >= 2 && distinct.size === told.length ? datedBands(told, year) : undefined;
  };
}
