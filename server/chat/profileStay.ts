import type { ProfileWords } from './profileWords';
import { word, type ProfileText } from './profileText';

/** The legal stay that counts lasts six months or more, within the last five years. */
const monthsThatCount = 6;
const yearsThatCount = 5;

/** The latest year a sentence names ("in 2019", "2020–2021"), if any. */
const latestYear = (sentence: string) => {
  const years = [...sentence.matchAll(/(?<!\d)(?:19|20)\d{2}(?!\d)/g)].map(Number);
  return years.length ? Math.max(...years) : undefined;
};

/**
 * Whether a sentence calls a stay a tourist visit. "Con visa de trabajo y vacaciones": the
 * holiday in a residence title's name is no tourist visit.
 */
function touristFinder(words: ProfileWords, text: ProfileText) {
  const touristWord = text.has(words.tourist);
  const title = new RegExp(word(text.any(words.residenceTitles)), 'g');
  return (sentence: string) => touristWord(sentence.replace(title, ' '));
}

/**
 * Whether a sentence's stay in Germany earns no § 20b point: a tourist visit, one shorter than
 * six months, or one that ended before the last five years ("Estudié un año en Alemania en
 * 2019"; a sentence that names no year is taken as recent).
 */
export function stayNotCountedFinder(words: ProfileWords, text: ProfileText) {
  const tourist = touristFinder(words, text);
  const shortStay = new RegExp(word(`\\d{1,3}\\s+${text.any(words.shortUnits)}`));
  const monthsStayed = new RegExp(word(`(\\d{1,2})\\s+${text.any(words.months)}`));
  return (sentence: string, year: number) => {
    const months = monthsStayed.exec(sentence);
    const tooShort = shortStay.test(sentence) || (months && Number(months[1]) < monthsThatCount);
    const stayYear = latestYear(sentence);
    const tooOld = stayYear !== undefined && stayYear < year - yearsThatCount;
    return tourist(sentence) || Boolean(tooShort) || tooOld;
  };
}

/**
 * A lawful stay said by its residence title: "danach 7 Monate mit einem Sprachkursvisum", "a
 * language course in Germany for 8 months in 2023 on a visa". A part of a sentence about Germany
 * (not a question) that names a title and six months or more, in the last five years, and no
 * tourist visit, earns the § 20b point whatever another part says: in "vier Monate als Touristin
 * in Deutschland und danach 7 Monate mit einem Sprachkursvisum" only the tourist months are no
 * legal stay.
 */
export function lawfulStayFinder(words: ProfileWords, text: ProfileText) {
  const title = new RegExp(word(text.any(words.stayTitles)));
  const germany = new RegExp(word(text.any(words.germanyNames)));
  const joiner = new RegExp(`,|${word(text.any(words.joiners))}`);
  const tourist = touristFinder(words, text);
  // "A 7-month internship visa": the months joined to their number by a hyphen too.
  const monthsStayed = new RegExp(word(`(\\d{1,2})[\\s-]+${text.any(words.months)}`));
  // "Ein Jahr als Au-pair in Hamburg": a stay of years, unless the years are work ("3 Jahre
  // Berufserfahrung" beside a work visa).
  const yearsStayed = new RegExp(word(`(\\d{1,2})\\s+${text.any(words.years)}`));
  const work = new RegExp(word(text.any(`${words.experience},${words.work}`)));
  const monthsIn = (part: string) => {
    const months = Number(monthsStayed.exec(part)?.[1] ?? 0);
    const years = work.test(part) ? 0 : Number(yearsStayed.exec(part)?.[1] ?? 0);
    return Math.max(months, years * 12);
  };
  const counts = (part: string, sentence: string, year: number) => {
    const months = monthsIn(part);
    const stayYear = latestYear(part) ?? latestYear(sentence);
    const recent = stayYear === undefined || stayYear >= year - yearsThatCount;
    return title.test(part) && !tourist(part) && months >= monthsThatCount && recent;
  };
  return (message: string, year: number) =>
    (message.match(/[^.;!?]+[.;!?]*/g) ?? [])
      .filter((sentence) => !sentence.includes('?') && germany.test(sentence))
      .some((sentence) => sentence.split(joiner).some((part) => counts(part, sentence, year)));
}
