import { durationPattern } from './profileDurations';
import { word, type ProfileText } from './profileText';
import type { ProfileWords } from './profileWords';

/**
 * Where a sentence names work by its place or its occupation beside a date or a length: "in a
 * refinery in Santa Cruz from 2012 to today" (73b W4), "Civil engineer 18 years, …" (72b W11).
 */
export function workBesideFinder(words: ProfileWords, text: ProfileText) {
  // "in a refinery in Santa Cruz from 2012 to today" (73b W4): a place of work, then the year its
  // work began.
  const placeThenYear = new RegExp(
    `${word(text.any(words.workPlaces))}(?:\\s+[^\\s\\d.,;!?]+){0,5}?\\s+(?=(?:19[5-9]\\d|20\\d\\d)(?![\\d.,]))`,
    'g',
  );
  // A start year after a place is read by the since-reader, which weighs the field it is in
  // ("work in my family shop since 2023").
  const sinceEnd = new RegExp(`${word(text.any(words.since))}\\s*$`);
  // "Civil engineer 18 years, …" (72b W11): the occupation, then its years, closing the clause.
  const occupationThen = new RegExp(
    `((?:[^\\s\\d.,;!?()]+\\s+){1,3})(?=${durationPattern(words, text).source}\\s*(?:[,.;!?)]|$))`,
    'g',
  );
  const occupationNamed = occupationNamedFinder(words, text);
  return (sentence: string) => [
    ...[...sentence.matchAll(placeThenYear)]
      .filter((match) => !sinceEnd.test(match[0]))
      .map((match) => match.index + match[0].length),
    ...[...sentence.matchAll(occupationThen)]
      .filter((match) => occupationNamed(match[1] ?? ''))
      .map((match) => match.index + match[0].length),
  ];
}

/**
 * Whether a text names an occupation of the check's lists, one that asks a degree, or a job below
 * a degree's level whose years are work too ("6 años de chef", 119a g02).
 */
export const occupationNamedFinder = (words: ProfileWords, text: ProfileText) =>
  text.has(
    `${words.it},${words.nursing},${words.shortage},${words.blueCardList},${words.academic},${words.jobsBelowDegree}`,
  );

/**
 * A job of another field (`otherJobTitles`) and whether a sentence names an occupation of the
 * check's lists: beside one, the other job's years are no work in its field.
 */
export function otherJobBesideListed(words: ProfileWords, text: ProfileText) {
  return {
    otherJob: new RegExp(word(text.any(`${words.otherJobTitles},${words.jobsBelowDegree}`)), 'g'),
    listed: text.has(`${words.it},${words.nursing},${words.shortage},${words.blueCardList}`),
  };
}
