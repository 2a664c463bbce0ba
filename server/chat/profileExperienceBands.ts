import type { Experience } from '../../src/shared/germanyCheck/answers';
import { numberPhrases, word, type ProfileText } from './profileText';
import type { ProfileWords } from './profileWords';

/** What "less than N years" reaches at most: just under N, so no band that needs N is reached. */
export const justBelow = 0.01;

/**
 * The experience band the rules count: five of the last seven years; two of the last five
 * (three of the last seven counts as that, the form says so; four of the last six holds at
 * least three in the last five). Years without a period count as recent, as the visitor means
 * them; more years than the period are not experience in it.
 */
export function experienceBand(years: number, period: number | undefined): Experience {
  if (period !== undefined && years > period) return 'none';
  // "8 Jahre Erfahrung in den letzten 8 Jahren": the fewest of them in the last seven (98c m27).
  const inLastSeven = period === undefined || period <= 7 ? years : years - (period - 7);
  if (inLastSeven >= 5) return 'fiveOfSeven';
  if (inLastSeven >= 3) return 'threeOfSeven';
  // The fewest of them that fall in the last five.
  const inLastFive = period === undefined || period <= 5 ? years : years - (period - 5);
  return inLastFive >= 2 ? 'twoOfFive' : 'none';
}

/** The bands from least to most: one that reaches further wins. */
export const bandRank: readonly Experience[] = ['none', 'twoOfFive', 'threeOfSeven', 'fiveOfSeven'];

/**
 * The shares of a period a sentence tells, in order: "5 de los últimos 7 años", "3 years in the
 * last 7", "5 J. in 7", each as the years and the period.
 */
function sharesFinder(words: ProfileWords, text: ProfileText) {
  const years = text.any(words.years);
  const outOf = new RegExp(
    word(`(\\d{1,2})(?:\\s*${years}\\.?)?\\s+${text.any(words.outOf)}\\s+(\\d{1,2})`),
    'g',
  );
  // "Under 2 years in the last 5", "weniger als 2 in den letzten 5": just below the number.
  const belowBefore = new RegExp(`${word(text.any(words.below))}\\s*$`);
  return (sentence: string) =>
    [...sentence.matchAll(outOf)].map((share) => ({
      at: share.index,
      years: Number(share[1]) - (belowBefore.test(sentence.slice(0, share.index)) ? justBelow : 0),
      period: Number(share[2]),
    }));
}

/**
 * The band a sentence's part of its years makes of the whole: "3 of the last 7, only 1 of them
 * in the last 5" ("davon aber nur 1 in den letzten 5"), or a second share of a shorter period ("3
 * years in the last 7 but only 1 year in the last 5", "3 años en los últimos 7 pero solo 1 en
 * los últimos 5"). A part that reaches further than the whole wins: "6 years, 4 of them in the
 * last 5" is four years in the last five. `isPart` tells whether a share is such a part, not the
 * whole.
 */
export function partBandFinder(words: ProfileWords, text: ProfileText) {
  const ofThem = new RegExp(word(numberPhrases(text, words.ofThem)));
  const period = new RegExp(word(`${text.any(words.window)}\\s+(\\d{1,2})`));
  const sharesIn = sharesFinder(words, text);
  const everyPeriod = new RegExp(period.source, 'g');
  const inPeriod = new RegExp(
    word(`(\\d{1,2})(?:\\s+${text.any(words.years)})?\\s+${text.any(words.window)}\\s+(\\d{1,2})`),
    'g',
  );
  const partOf = (sentence: string) => {
    const some = ofThem.exec(sentence);
    const said = some?.slice(1).find(Boolean);
    const own = some && (period.exec(sentence.slice(some.index)) ?? period.exec(sentence));
    if (some && said !== undefined && own) {
      return {
        at: some.index,
        to: some.index + some[0].length,
        years: Number(said),
        period: Number(own[1]),
      };
    }
    const later = sharesIn(sentence)[1];
    if (later) return { ...later, to: later.at };
    // "3 years of experience in the last 7 but only 1 in the last 5": years right before a
    // period shorter than another the sentence names.
    const periods = [...sentence.matchAll(everyPeriod)].map((match) => Number(match[1]));
    const inShorter = [...sentence.matchAll(inPeriod)].find((match) =>
      periods.some((longer) => longer > Number(match[2])),
    );
    return (
      inShorter && {
        at: inShorter.index,
        to: inShorter.index + inShorter[0].length,
        years: Number(inShorter[1]),
        period: Number(inShorter[2]),
      }
    );
  };
  const isPart = (sentence: string, at: number) => {
    const part = partOf(sentence);
    return part !== undefined && at >= part.at && at < part.to;
  };
  const bandOf = (whole: Experience, sentence: string): Experience => {
    const part = partOf(sentence);
    if (!part) return whole;
    const band = experienceBand(part.years, part.period);
    if (bandRank.indexOf(band) > bandRank.indexOf(whole)) return band;
    // Fewer in the last five than the whole counted on (§ 6 BeschV asks two of the last five);
    // "5 years in total, only 1 in the last 5" leaves at most 3 in the last seven.
    const fewInFive = part.period <= 5 && part.years < 2;
    const later = whole === 'threeOfSeven' || whole === 'fiveOfSeven';
    if (fewInFive && later) return 'threeOfSevenEarlier';
    return fewInFive && whole === 'twoOfFive' ? 'none' : whole;
  };
  return Object.assign(bandOf, { isPart, sharesIn });
}

/**
 * Whether the years at a place of a sentence are the period after "N of" ("2 de 5 años de
 * experiencia", "2 of 5 years", "2 von 5 Jahren": two years worked in the last five), not years
 * worked.
 */
export function periodAfterOf(words: ProfileWords, text: ProfileText) {
  const ofBefore = new RegExp(`\\d{1,2}\\s+${text.any(words.outOf)}\\s*$`);
  return (sentence: string, at: number) => ofBefore.test(sentence.slice(0, at));
}
