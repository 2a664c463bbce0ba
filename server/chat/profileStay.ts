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
