import type { ProfileWords } from './profileWords';
import type { Reader } from './profileReaders';
import { sentencesOf, word, type ProfileText, numberPhrases } from './profileText';
import { rangeFinder } from './profileYearRanges';

/** Why a stay told gives no § 20b point: a tourist visit, or one too short or too long ago. */
export type StayNotCounted = 'tourist' | 'shortOrOld';

/** What a message tells of a stay in Germany, for the point of § 20b (1) no. 10 AufenthG. */
export interface StayFacts {
  germanStay?: boolean;
  /** A stay in Germany told that the point does not count: a tourist visit, or too short or old. */
  stayNotCounted?: StayNotCounted;
  /** A correction calls the stay a tourist visit, Germany unnamed (`touristCorrectionReader`). */
  touristCorrected?: boolean;
  /**
   * A trip to Germany told with no length and no residence title ("I went to Germany last
   * year"): the point is neither counted nor denied, and the reply asks (110a m11f).
   */
  stayUnsure?: boolean;
}

/** The words of a stay in Germany (comma-separated copy under `engine.profile`). */
export interface StayWords {
  stay: string;
  /** A stay that never counts: a tourist visit. */
  tourist: string;
  /** Residence titles with a tourist's word ("working holiday visa"): a stay on one is legal. */
  residenceTitles: string;
  /** Units of a stay too short to count (weeks, days); months are `ContractTermWords`'. */
  shortUnits: string;
  /** Residence titles a stay is lawful on: "student visa", "Sprachkursvisum", "visa". */
  stayTitles: string;
  /**
   * The words of a visit or a stay that say nothing of its length, in the phrases of `stay`:
   * "went", "visited", "was", "fui", "estuve", "besucht", "war". A stay told by them alone, with
   * no length nor title, is not counted unasked.
   */
  visitWords: string;
  /** Half a year, a stay's length said in words: "half a year", "medio año", "ein halbes Jahr". */
  halfYear: string;
  /** Before the year a stay lasted until: "until", "hasta", "bis". */
  stayUntil: string;
}

/** The legal stay that counts lasts six months or more, within the last five years. */
export const monthsThatCount = 6;
export const yearsThatCount = 5;

/** A stay told that the point counts, over any read of another stay as not counting. */
export const stayCounted: StayFacts = {
  germanStay: true,
  stayNotCounted: undefined,
  stayUnsure: undefined,
};

/**
 * Whether a stay that ended in a year lies within the last five years. A year names no month:
 * only a year wholly inside the window counts; in the year the window opens (2021, for a message
 * of 2026) at most a few months fall inside it, so "8 months as an au pair in 2021" earns no
 * point (§ 20b (1) no. 10 AufenthG).
 */
const withinWindow = (stayYear: number, year: number) => stayYear > year - yearsThatCount;

/**
 * How many months ago a stay began that a sentence dates by "N years ago" ("hace 7 años", "vor
 * sechs Jahren"), read as its start: the window of § 20b (1) no. 10 is the last 60 months, and
 * six of them must hold the stay.
 */
function agoFinder(words: ProfileWords, text: ProfileText) {
  const ago = new RegExp(word(numberPhrases(text, words.ago)));
  const monthsAgo = (sentence: string): number | undefined => {
    const years = ago.exec(sentence)?.slice(1).find(Boolean);
    return years === undefined ? undefined : Number(years) * 12;
  };
  // "Hace 7 años" is when, not how long: its years are no stay's length.
  const without = (sentence: string) => sentence.replace(new RegExp(ago.source, 'g'), ' ');
  return Object.assign(monthsAgo, { without });
}

/** Whether a stay begun some months ago, of some months, ended too early to count. */
const endedBeforeWindow = (monthsAgo: number, months: number) =>
  monthsAgo - months > yearsThatCount * 12 - monthsThatCount;

/** The latest year a sentence names ("in 2019", "2020–2021"), if any. */
const latestYear = (sentence: string) => {
  const years = [...sentence.matchAll(/(?<!\d)(?:19|20)\d{2}(?!\d)/g)].map(Number);
  return years.length ? Math.max(...years) : undefined;
};

/**
 * A sentence's clauses, split at commas and joining words, with a clause that only dates the one
 * before it joined back to it: in "de au pair un año, de 2019 a 2020, y después 3 meses en un
 * curso en 2024" the years 2019 to 2020 are the au-pair year's, not the course's.
 */
const datesOnly =
  /^\s*(?:[^\s\d]+\s+){0,2}(?:19|20)\d{2}(?:\s*\S{0,3}\s*(?:19|20)?\d{2,4})?\s*\)?\s*$/;
const clausesOf = (sentence: string, joiner: RegExp) =>
  sentence.split(joiner).reduce<string[]>((clauses, clause) => {
    const last = clauses.length - 1;
    if (last >= 0 && datesOnly.test(clause)) clauses[last] = `${clauses[last]},${clause}`;
    else clauses.push(clause);
    return clauses;
  }, []);

/**
 * Whether a sentence calls a stay a tourist visit. "Con visa de trabajo y vacaciones": the
 * holiday in a residence title's name is no tourist visit.
 */
export function touristFinder(words: ProfileWords, text: ProfileText) {
  const touristWord = text.has(words.tourist);
  const title = new RegExp(word(text.any(words.residenceTitles)), 'g');
  return (sentence: string) => touristWord(sentence.replace(title, ' '));
}

/**
 * A correction that calls the visitor's stay a tourist visit, with Germany named before: "perdón,
 * no fui de au pair, eso era mi prima. yo fui solo de turista 3 meses" (97a m17b), "that was my
 * sister, I was only a tourist" (99b 20: the stay given to a relative, or "only" a tourist, says
 * as much as "sorry"). A follow-up with it takes back the stay's point (`withFollowUp`).
 */
export function touristCorrectionReader(words: ProfileWords, text: ProfileText): Reader {
  const tourist = touristFinder(words, text);
  const correction = text.has([words.corrections, words.relatives, words.only].join(', '));
  return (message) => (tourist(message) && correction(message) ? { touristCorrected: true } : {});
}

/**
 * Whether a sentence's stay in Germany earns no § 20b point: a tourist visit, one shorter than
 * six months, or one that ended before the last five years ("Estudié un año en Alemania en
 * 2019"; a sentence that names no year is taken as recent). Of several stays, none counts.
 */
export function stayNotCountedFinder(words: ProfileWords, text: ProfileText) {
  const tourist = touristFinder(words, text);
  const shortStay = new RegExp(word(`\\d{1,3}\\s+${text.any(words.shortUnits)}`));
  // "A 3-month internship": the months joined to their number by a hyphen too.
  const monthsStayed = new RegExp(word(`(\\d{1,2})[\\s-]+${text.any(words.months)}`));
  const agoOf = agoFinder(words, text);
  const notCounted = (stay: string, year: number) => {
    const months = monthsStayed.exec(stay);
    const tooShort = shortStay.test(stay) || (months && Number(months[1]) < monthsThatCount);
    const stayYear = latestYear(stay);
    const ago = agoOf(stay);
    const tooOld =
      (stayYear !== undefined && !withinWindow(stayYear, year)) ||
      (ago !== undefined && endedBeforeWindow(ago, Number(months?.[1] ?? 0)));
    return tourist(stay) || Boolean(tooShort) || tooOld;
  };
  // "Ein Au-pair-Jahr in Hamburg und danach 4 Monate einen Sprachkurs in Berlin": two stays in
  // one sentence, each in a clause of its own, are weighed apart; one that counts is enough.
  const joiner = new RegExp(`,|${word(text.any(words.joiners))}`);
  const germany = new RegExp(word(text.any(words.germanyNames)));
  // A clause that names a stay, not only Germany: "(in Deutschland nicht geprüft)" names none.
  const stayNamed = text.has(`${words.stayTitles},${words.tourist},${words.months},${words.years}`);
  // "… in Germany in 2018 (6 months) and did a 3-month internship in 2023": in a sentence on
  // Germany, a clause that says how many months tells a stay there too.
  const isStay = (clause: string) =>
    germany.test(clause) ? stayNamed(clause) : monthsStayed.test(clause);
  // "3 Jahre Erfahrung (aber 2019–2021), …, ich war 7 Monate legal in Deutschland": the years of
  // a clause on work elsewhere date the work, not the stay (57e).
  const workNamed = text.has(`${words.experience},${words.work}`);
  const ofStay = (sentence: string) =>
    clausesOf(sentence, joiner)
      .filter((clause) => germany.test(clause) || !workNamed(clause))
      .join(', ');
  // "Zweimal als Tourist in Deutschland, 2023 drei Monate und 2024 nochmal drei, also 6
  // Monate": in a sentence on a tourist visit, a clause that names no residence title of its own
  // is that visit's (70b W2, 70c W3); "… und danach 7 Monate mit einem Sprachkursvisum" is not.
  const title = new RegExp(word(text.any(words.stayTitles)));
  const notCountedIn = (sentence: string, year: number) => {
    const stays = germany.test(sentence) ? clausesOf(sentence, joiner).filter(isStay) : [];
    // One stay is weighed in its own clause when that names its year ("an exchange year in
    // Germany in 2019-2020, …, 3 years of experience (2022-2025)"), else in the whole sentence.
    const [one] = stays;
    const visit = tourist(sentence);
    const touristOnly = (stay: string) => visit && !title.test(stay);
    if (stays.length > 1) {
      return stays.every((stay) => touristOnly(stay) || notCounted(stay, year));
    }
    // "Ich war 2024 sieben Monate in Deutschland, aber nur als Tourist" (109c 18): the visit's
    // clause after the stay's.
    if (one && touristOnly(one)) return true;
    return one && latestYear(one) !== undefined
      ? notCounted(one, year)
      : notCounted(ofStay(sentence), year);
  };
  return (sentence: string, year: number): StayNotCounted | undefined =>
    notCountedIn(sentence, year) ? (tourist(sentence) ? 'tourist' : 'shortOrOld') : undefined;
}

/**
 * Whether a stay is told only as a visit: "I went to Germany last year", "estuve en Alemania en
 * 2023", with no length (months, years, a range of years, "since 2023") nor residence title in
 * its sentence. Only a legal stay of six months or more gives the § 20b point; a short one is
 * `stayNotCountedFinder`'s, one of a length said counts as any stay.
 */
export function visitOnlyFinder(words: ProfileWords, text: ProfileText) {
  const visit = text.has(words.visitWords);
  const length = new RegExp(
    [
      word(`\\d{1,2}[\\s-]+${text.any(`${words.months},${words.years},${words.shortUnits}`)}`),
      word(text.any(words.halfYear)),
      word(`${text.any(words.since)}\\s+(?:[^\\s\\d.,;!?]+\\s+)?(?:19|20)\\d{2}`),
      /(?<!\d)(?:19|20)\d{2}\s*[-–/]\s*(?:19|20)?\d{2}(?!\d)/.source,
    ].join('|'),
  );
  const title = new RegExp(word(text.any(words.stayTitles)));
  return (found: string, sentence: string) =>
    visit(found) && !length.test(sentence) && !title.test(sentence);
}

/**
 * The ranges of years a part of a sentence tells (`rangeFinder`), one said from a date on as
 * one up to now: "as au pair in Munich since March 2026" (71b W5).
 */
function stayRangeFinder(words: ProfileWords, text: ProfileText) {
  const ranges = rangeFinder(words, text);
  const since = new RegExp(
    word(
      `${text.any(words.since)}\\s+((?:${text.any(words.monthNames)})\\s+(?:[^\\s\\d.,;!?]+\\s+)?)?(19[5-9]\\d|20\\d\\d)`,
    ),
    'g',
  );
  const now = text.spelled(words.now)[0] ?? '';
  return (part: string, year: number) =>
    ranges(
      part.replace(since, (_, month = '', from: string) => `${month}${from} - ${now}`),
      year,
    );
}

/**
 * The months a stay lasted until a year, from the year the sentence names before it: "Estudié en
 * Alemania del 2015 al 2019 y después me quedé trabajando con permiso de residencia hasta marzo
 * 2024" (111a c28) is a stay from 2019 to 2024.
 */
function monthsUntilFinder(words: ProfileWords, text: ProfileText) {
  const untilYear = new RegExp(
    word(`${text.any(words.stayUntil)}\\s+(?:[^\\s\\d.,;!?]+\\s+){0,2}?(19[5-9]\\d|20\\d\\d)`),
  );
  return (part: string, sentence: string) => {
    const until = Number(untilYear.exec(part)?.[1] ?? 0);
    const from = latestYear(sentence.slice(0, sentence.indexOf(part)));
    return from !== undefined && from < until ? (until - from) * 12 : 0;
  };
}

/**
 * A lawful stay said by its residence title: "danach 7 Monate mit einem Sprachkursvisum", "a
 * language course in Germany for 8 months in 2023 on a visa". A part of a sentence about Germany,
 * or about no other country (not a question), that names a title and six months or more, in the last five years, and no
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
  // "Ein Jahr als Au-pair in Hamburg", "trabajé de au pair un año": a stay of years, unless the
  // years are work ("3 Jahre Berufserfahrung" beside a work visa).
  const yearsStayed = new RegExp(word(`(\\d{1,2})[\\s-]+${text.any(words.years)}`));
  // "Ein Au-pair-Jahr", "2023/24": a year named by the title or by a school year.
  const titleYear = new RegExp(
    `${word(text.any(words.stayTitles))}-${word(text.any(words.years))}`,
  );
  const schoolYear = /(?<!\d)20\d\d\s*\/\s*\d{2}(?!\d)/;
  const workYears = new RegExp(
    word(
      `\\d{1,2}\\s+${text.any(words.years)}(?:\\s+[^\\s\\d.,;!?]+){0,2}?\\s+${text.any(`${words.experience},${words.work}`)}`,
    ),
  );
  // "At TU Dresden from 2022 to 2024 on a student visa": a range of years is a stay of years.
  const rangeIn = stayRangeFinder(words, text);
  const monthsIn = (part: string, year: number) => {
    const months = Number(monthsStayed.exec(part)?.[1] ?? 0);
    const years = workYears.test(part) ? 0 : Number(yearsStayed.exec(part)?.[1] ?? 0);
    const ranged = Math.max(0, ...rangeIn(part, year).map(({ held }) => held));
    const named = titleYear.test(part) || schoolYear.test(part) ? 1 : 0;
    return Math.max(months, years * 12, ranged * 12, named * 12);
  };
  const elsewhere = new RegExp(word(text.any(words.otherCountries)));
  // "I want to come with an Opportunity Card": a title wished for is no stay had.
  const wished = new RegExp(
    word(`${text.any(words.wish)}(?:\\s+[^\\s\\d.,;!?]+){0,4}?\\s+${text.any(words.stayTitles)}`),
  );
  const agoOf = agoFinder(words, text);
  const monthsUntil = monthsUntilFinder(words, text);
  const toCome = text.has(words.turning);
  // "Mein Studium (Maschinenbau) hat 5 Jahre gedauert": a course's length, in a sentence that
  // names no country, is the qualification's, not a stay.
  const course = new RegExp(word(text.any(words.studyLength)), 'g');
  const titled = (part: string, sentence: string) =>
    title.test(germany.test(sentence) ? part : part.replace(course, ' '));
  const counts = (part: string, sentence: string, year: number) => {
    const stayYear = latestYear(part) ?? latestYear(sentence);
    const ago = agoOf(part) ?? agoOf(sentence);
    const months = Math.max(monthsIn(agoOf.without(part), year), monthsUntil(part, sentence));
    const recent =
      (stayYear === undefined || withinWindow(stayYear, year)) &&
      (ago === undefined || !endedBeforeWindow(ago, months));
    // "4 Jahre Studium in Bolivien": a title in a part that names another country is no stay here.
    // "Pflegefachfrau aus Bolivien (…, 5 Jahre Studium), Bescheid aus Münster": a part that names
    // no German place, in a sentence that names another country, is no stay here either.
    const here = !elsewhere.test(part) && (germany.test(part) || !elsewhere.test(sentence));
    // "i will have 45 years in next month before to apply the visa" (86b V04b): an age to come.
    const held = titled(part, sentence) && !wished.test(part) && !toCome(part);
    return held && here && !tourist(part) && months >= monthsThatCount && recent;
  };
  // "Estuve 7 meses con visa de curso de idiomas en 2025": asked about Germany, a stay with a
  // residence title and no other country named is one in Germany.
  const inGermany = (sentence: string) => germany.test(sentence) || !elsewhere.test(sentence);
  // "…y estuve 8 meses en un curso de alemán en Leipzig, eso cuenta para puntos?": in a question,
  // the clauses before the one that asks are stated, unless supposed ("If I did …, does it count?").
  const supposed = new RegExp(`^\\s*${word(text.any(words.supposed))}`);
  const stated = (sentence: string) =>
    !sentence.includes('?')
      ? sentence
      : sentence
          .split(',')
          .slice(0, -1)
          .filter((clause) => !supposed.test(clause))
          .join(',');
  return (message: string, year: number): StayFacts =>
    sentencesOf(message)
      .map(stated)
      .filter(inGermany)
      .some((sentence) => clausesOf(sentence, joiner).some((part) => counts(part, sentence, year)))
      ? stayCounted
      : {};
}

/**
 * How many years ago a stay in Germany began that a sentence dates by the visitor's age then
 * ("Viví 8 meses en Alemania como au pair cuando tenía 24", at 40: 16 years ago), if one does.
 */
export function stayYearsAgoFinder(words: ProfileWords, text: ProfileText) {
  const germany = new RegExp(word(text.any(words.germanyNames)));
  const then = new RegExp(word(`${text.any(words.whenIWas)}\\s+(\\d{2})`));
  return (message: string, age: number): number | undefined => {
    for (const sentence of sentencesOf(message)) {
      const said = germany.test(sentence) ? then.exec(sentence) : null;
      if (said) return age - Number(said[1]);
    }
    return undefined;
  };
}

/** A stay begun more than five years ago ended, as a rule, before the last five years. */
export const stayTooLongAgo = (yearsAgo: number) => yearsAgo > yearsThatCount;
