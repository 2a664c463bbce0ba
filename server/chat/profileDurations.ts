import { word, type ProfileText } from './profileText';
import type { ProfileWords } from './profileWords';

const monthsPerYear = 12;

/** A number of years: "4 years", "2 and a half years", "2.5 years", "2,5 Jahre" (one number). */
export const durationPattern = (words: ProfileWords, text: ProfileText) =>
  new RegExp(
    word(
      `(\\d{1,2}(?:[.,]\\d)?)(\\s+${text.any(words.half)})?\\s+${text.any(words.years)}(\\s+${text.any(words.half)})?`,
    ),
    'g',
  );

/**
 * Years found in a sentence, at the place they were written; `below`: the N of "less than N
 * years", which says only that the years are fewer.
 */
export type Found = { at: number; years: number; below?: number; dated?: boolean };
/**
 * The durations of a sentence that may be experience: not the period's own number ("in the last
 * 6 years"), an age ("45 Jahre alt") or a time ago ("vor 3 Jahren"). "Less than 2 years" is just
 * under two, so no band that needs two is reached.
 */
export function durationFinder(words: ProfileWords, text: ProfileText) {
  const duration = durationPattern(words, text);
  const periodBefore = new RegExp(`${text.any(words.window)}\\s*$`);
  const ageBefore = new RegExp(`${word(text.any(words.agePrefixes))}\\s*$`);
  // "2 Jahre und 4 Monate Berufserfahrung", "2 years 3 months": the months add to the years.
  const joinedMonths = `(?:\\s+${text.any(words.joiners)})?\\s+(\\d{1,2})\\s+${text.any(words.months)}`;
  const experienceAfter = new RegExp(
    `^(?:${joinedMonths})?(?:\\s+[^\\s.,;!?]+){0,3}?\\s+${text.any(words.experience)}`,
  );
  const notDuration = new RegExp(`^\\s*${word(text.any(words.notDuration))}`);
  const beforeNotDuration = new RegExp(`${word(text.any(words.notDurationBefore))}\\s*$`);
  const belowBefore = new RegExp(`${word(text.any(words.below))}\\s*$`);
  // "Entre 4 y 6 años", "4-6 years", "zwischen 4 und 6 Jahren": a range of years is its least;
  // not a level's digit before ("alemán B2 y 5 años").
  const leastBefore = new RegExp(
    `(?<![\\p{L}\\d.,])(\\d{1,2})\\s*(?:[-–]|${word(text.any(`${words.rangeTo},${words.rangeAnd}`))})\\s*$`,
    'u',
  );
  // "2 Jahre und 4 Monate Berufserfahrung", "2 years and 4 months": the months add to the years.
  const monthsAfter = new RegExp(`^${joinedMonths}`);
  const inMonths = monthsFinder(words, text);
  // "hace año y medio", "a year and a half", "anderthalb Jahre": a year and a half.
  const yearAndHalf = new RegExp(word(text.any(words.yearAndHalf)), 'g');
  return (sentence: string): Found[] => [
    ...inMonths(sentence),
    ...[...sentence.matchAll(yearAndHalf)].map((match) => ({ at: match.index, years: 1.5 })),
    ...[...sentence.matchAll(duration)]
      .filter((match) => {
        const before = sentence.slice(0, match.index);
        const after = sentence.slice(match.index + match[0].length);
        const isAge = ageBefore.test(before) && !experienceAfter.test(after);
        return (
          !periodBefore.test(before) &&
          !beforeNotDuration.test(before) &&
          !notDuration.test(after) &&
          !isAge
        );
      })
      .map((match) => {
        const before = sentence.slice(0, match.index);
        const after = sentence.slice(match.index + match[0].length);
        const least = Number(leastBefore.exec(before)?.[1] ?? Infinity);
        const months = Number(monthsAfter.exec(after)?.[1] ?? 0);
        // "2 and a half years", "2 años y medio".
        const half = match[2] || match[3] ? 1 / 2 : 0;
        const years = Number(match[1]?.replace(',', '.')) + half + months / monthsPerYear;
        const said = Math.min(least, years);
        const below = belowBefore.test(before);
        return below
          ? { at: match.index, years: 0, below: said }
          : { at: match.index, years: said };
      }),
  ];
}

/**
 * Durations said in months alone, in years: of experience, of work up to now, or next in a chain
 * of stretches. Months after years ("2 years and 4 months") belong to the years.
 */
function monthsFinder(words: ProfileWords, text: ProfileText) {
  // "18 months of experience", "18 Monate Berufserfahrung", "Erfahrung: 24 Monate", "experiencia
  // de 24 meses": months said of experience, in years.
  const experience = text.any(words.experience);
  const monthsOf = new RegExp(
    word(
      `(?:(?<=${experience}\\s*:?(?:\\s+[^\\s\\d.,;!?]{1,3})?\\s*)(\\d{1,3})[\\s-]+${text.any(words.months)}|(\\d{1,3})[\\s-]+${text.any(words.months)}(?=(?:\\s+[^\\s.,;!?]+){0,2}?\\s+${experience}))`,
    ),
    'g',
  );
  // "trabajo … desde hace 18 meses", "working for 18 months", "seit 18 Monaten": months of work.
  const monthsFor = new RegExp(
    word(`${text.any(words.monthsFor)}\\s+(\\d{1,3})\\s+${text.any(words.months)}`),
    'g',
  );
  // "18 meses en una empresa y luego 10 meses en otra": months next in a chain of stretches.
  const monthsThen = new RegExp(
    word(
      `${text.any(words.periodThen)}(?:\\s+[^\\s\\d.,;!?]+){0,2}?\\s+(\\d{1,3})\\s+${text.any(words.months)}`,
    ),
    'g',
  );
  const yearsBefore = new RegExp(
    `\\d\\s*${text.any(words.years)}(?:\\s+${text.any(words.joiners)})?\\s+$`,
  );
  // "job offer …, contract for 4 months only" (118b c18): months for which a contract or an
  // offer runs are its term, no months of work.
  const termBefore = new RegExp(
    `${word(text.any(words.contractNouns))}(?:\\s+[^\\s\\d.,;!?]+){0,2}\\s*$`,
  );
  const worked = (sentence: string) => (match: RegExpMatchArray) =>
    !termBefore.test(sentence.slice(0, match.index));
  return (sentence: string): Found[] =>
    [
      ...sentence.matchAll(monthsOf),
      ...[...sentence.matchAll(monthsFor)].filter(worked(sentence)),
      ...sentence.matchAll(monthsThen),
    ]
      .filter((match) => !yearsBefore.test(sentence.slice(0, match.index)))
      .map((match) => ({
        // Where the number stands, so a "then" before it lies between it and the stretch before.
        at: match.index + match[0].search(/\d/),
        years: Number(match[1] ?? match[2]) / monthsPerYear,
      }));
}

/**
 * Stretches of work told one after the other: "2 años y 6 meses en un hospital y después 2
 * años y medio en una clínica", "3 years at a bank, then 2 years at an agency". Neither dated, both
 * read as work; the word for "then" between each two says they follow each other, so they add up
 * (63a W3). Without it, "5 years of experience and 2 years in Germany" may tell a part or a stay.
 */
export function sequenceFinder(words: ProfileWords, text: ProfileText) {
  const then = new RegExp(word(text.any(words.periodThen)));
  // "Worked 3 years in Lima, then lived 2 years in Germany": the years in Germany are a stay.
  const inGermany = new RegExp(`^[^.,;!?]{0,30}${word(text.any(words.germanyNames))}`);
  return <Told extends Found>(sentence: string, accepted: readonly Told[]): Told[] => {
    const undated = accepted
      .filter(({ below, dated }) => below === undefined && !dated)
      .sort((a, b) => a.at - b.at);
    // "3 yrs at Accenture, then 18 months at a startup, then 2 years freelance": the chain.
    const chain: Told[] = [];
    for (const [index, first] of undated.entries()) {
      const next = undated[index + 1];
      const follows = next && then.test(sentence.slice(first.at, next.at));
      if (!next || !follows || inGermany.test(sentence.slice(next.at))) {
        if (chain.length) break;
        continue;
      }
      if (!chain.length) chain.push(first);
      chain.push(next);
    }
    return chain;
  };
}
