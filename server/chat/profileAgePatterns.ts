import type { AgeBand } from '../../src/shared/germanyCheck/answers';
import { ageBandOf } from '../../src/shared/germanyCheck/points';
import { word, type ProfileText } from './profileText';
import type { StatedProfile } from './profile';
import type { ProfileWords } from './profileWords';
import { kinNouns } from './peopleWords';
import { euroAfter } from './moneyPattern';

// The patterns by which `ageFinder` (profileReaders.ts) tells a visitor's age from the other
// numbers of a message: years of work, a relative's age, an amount, a pension's years.

/** An age band by § 20b AufenthG (`ageBandOf`), for an age a visitor plausibly gives. */
export const ageBand = (age: number): AgeBand | undefined =>
  age < 16 || age > 70 ? undefined : ageBandOf(age);

/**
 * Whether an age is a relative's, in a message where the visitor speaks of themselves: "my
 * 16-year-old son", "mi hijo de 16 años", "meine Tochter (12)" name the relative a word or two
 * before the age or right after it, in the same clause; or, whoever speaks, in a bracket right
 * after "my daughter".
 */
export function kinAgeFinder(words: ProfileWords, text: ProfileText) {
  const kin = kinNouns(words, text, `${words.relatives},${words.familyMembers}`);
  // "Mein Bruder und ich: ich bin 29": a colon ends the relative's clause.
  const before = new RegExp(`${word(kin)}(?:\\s+[^\\s\\d.,;:!?]+){0,2}\\s*[(]?\\s*$`);
  const after = new RegExp(`^[^.,;!?\\d]{0,14}?${word(kin)}`);
  // "Mein Bruder ist 36 … Wie viele Punkte hat er?" tells the brother's case: his age is the one.
  const self = text.has(words.self);
  // "… jetzt 47.500 € brutto. Und meine Tochter (16) würde mitkommen" (79c V09): an age in a
  // bracket right after a relative of the visitor's is theirs, unless the message opens on them.
  const bracketOf = new RegExp(`${word(text.any(words.mine))}\\s+${word(kin)}\\s*\\(\\s*$`);
  const opensOn = new RegExp(word(kin));
  return (message: string, from: number, to: number) => {
    const said = message.slice(Math.max(0, from - 40), from);
    const firstClause = message.split(/[,.;:!?]/)[0] ?? '';
    if (bracketOf.test(said) && !opensOn.test(firstClause)) return true;
    return self(message) && (before.test(said) || after.test(message.slice(to)));
  };
}

/**
 * An age said as a clause of its own: after the words of a list item that name the occupation
 * ("hello, accountant 34, licenciatura", 72b v17; "Nurse 29 years, B1"; "mechanical engineer
 * 36, degree from UPSA", 76b W9; "I am industrial engineer 32 years,", 81b C14), opening a
 * sentence ("Industrial engineer. 33 years. Now german B1.", 72b W3; "not as nurse. 37 years,
 * english B2", 81b C26), closing a list or a bracket ("bachelor in nursing, 30 years.", 76b W8;
 * "(abogado, 34 years)", 81b C22), or said instead of one denied.
 */
export const clauseAgePatterns = (
  words: ProfileWords,
  text: ProfileText,
): [RegExp, ...RegExp[]] => [
  new RegExp(
    `(?<=(?:^|[,.!?;:]\\s*)(?:${text.any(words.agePrefixes)}\\s+)?(?:[^\\s\\d.,;!?()]+\\s){1,3})(\\d{2})(?=\\s*(?:${text.any(words.years)}\\s*)?,(?!\\d))`,
    'g',
  ),
  new RegExp(`(?<=(?:^|[.!?]\\s+))(\\d{2})\\s+${text.any(words.years)}(?=\\s*(?:[.!,]|$))`, 'g'),
  // "I am pharmacist from Argentina, 39 years, no recognition yet" (89b W1): a clause of its own,
  // closing the sentence or between commas.
  new RegExp(`(?<=,\\s?)(\\d{2})\\s+${text.any(words.years)}(?=\\s*(?:[.!,](?!\\d)|\\)|$))`, 'g'),
  // "nurse from bolivia 29 years, 5 years experience" (77b W1): an age after a place of origin.
  new RegExp(
    word(
      `${text.any(words.fromPlace)}\\s+[^\\s\\d.,;!?()]+\\s+(\\d{2})(?=\\s+${text.any(`${words.ageUnits},${words.years}`)}|\\s*,)`,
    ),
    'g',
  ),
  // "they are all under 30" (77b W3): under an age that keeps the band under 35.
  new RegExp(word(`${text.any(words.below)}\\s+(1[89]|2\\d|3[0-4])(?!\\d)`), 'g'),
  // "Im industrial engineer 32 years 4 years exp" (87b v12): an age, and the work's own years
  // right after it (one word between at most: "28 years with 3 years exp").
  new RegExp(
    word(
      `(\\d{2})\\s+${text.any(words.years)}(?=\\s+(?:[^\\s\\d.,;!?()]+\\s+)?\\d{1,2}\\s+${text.any(words.years)}\\s+${text.any(words.experience)})`,
    ),
    'g',
  ),
  // "Ich bin nicht 31 sondern 36", "no tengo 31 sino 36": the age said instead (76c v20b).
  new RegExp(
    word(
      `${text.any(words.negations)}\\s+(?:[^\\s\\d.,;!?]+\\s+)?\\d{2}\\s*,?\\s+${text.any(words.contrast)}\\s+(\\d{2})`,
    ),
    'g',
  ),
];

/**
 * An age had, as Spanish says it, closing its clause: "I have 44 years, degree recognised", "with
 * 37 years," (80b W6), "I have 32, German B1", or joined to years of another length: "I have 39
 * years and 10 years experience" (79b W2), "I have 27 and 5 years of experience" (80b W1).
 */
export const hadYearsPattern = (words: ProfileWords, text: ProfileText, age: string) =>
  new RegExp(
    word(
      `${text.any(words.ageHad)}\\s+${age}(?:\\s+${text.any(words.years)})?(?:\\s+${text.any(words.now)})?(?=\\s*(?:[,.;!?]|$)|\\s+${text.any(words.joiners)}\\s+\\d{1,2}\\s+${text.any(words.years)}|\\s+${text.any(words.negations)}\\s+\\d{2}(?!\\d))`,
    ),
    'g',
  );

/**
 * Work named a few words after a number of years: "10 años de experiencia" is years of work, not
 * an age; "31 años y 6 años trabajando" names the work's own years between, so the age stands.
 */
export const experienceNearPattern = (words: ProfileWords, text: ProfileText) =>
  new RegExp(`^(?:\\s+[^\\s\\d.,;!?]+){0,3}?\\s+${text.any(words.experience)}`);

/** Years of pension contributions: "20 Jahre in die Rentenversicherung eingezahlt", no age. */
export const pensionYearsPattern = (words: ProfileWords, text: ProfileText) =>
  new RegExp(`^(?:\\s+[^\\s\\d.,;!?]+){0,5}?\\s+${text.any(words.pensionPaid)}`);

/** The youngest age a pension is said to start at ("from age 67"), not a visitor's age. */
const pensionAgeFrom = 60;

/**
 * Whether the number at an offset is the age a pension starts at: "a private pension plan, about
 * 1,100 € a month from age 67", "meine Rente ab 67".
 */
export function pensionAgeFinder(words: ProfileWords, text: ProfileText) {
  const pension = text.has(words.pension);
  const startsAt = new RegExp(`${word(text.any(words.pensionAge))}\\s*$`);
  return (message: string, at: number, age: number) =>
    age >= pensionAgeFrom && pension(message) && startsAt.test(message.slice(0, at));
}

/** "Nací en 1990": the age is one of two, as the birthday this year has passed or not. */
export function bornAgeFinder(words: ProfileWords, text: ProfileText) {
  const born = new RegExp(word(`${text.any(words.bornIn)}\\s+(19\\d\\d|20[01]\\d)`));
  const bornAfter = new RegExp(word(`(19\\d\\d|20[01]\\d)\\s+${text.any(words.bornAfter)}`));
  return (message: string, year: number): { facts: StatedProfile; years?: number } => {
    const said = born.exec(message) ?? bornAfter.exec(message);
    if (!said) return { facts: {} };
    const oldest = year - Number(said[1]);
    const band = ageBand(oldest);
    return band && band === ageBand(oldest - 1) && oldest - 1 >= 45 === oldest >= 45
      ? { facts: { age: band, ...(band === 'from40' ? { from45: oldest >= 45 } : {}) } }
      : { facts: {} };
  };
}

/**
 * An age in a list with "years" only, read where the work's years (or months) are said with their
 * own word elsewhere: "English C1, 31 years, 3 years experience", or where the message says
 * another length: "39 years, 12 years teaching", "from La Paz, 36 years. 7 years in a farmacia"
 * (72b). The years stand alone in their clause, opening the message, a sentence or a list item.
 */
export function listedYearsFinder(words: ProfileWords, text: ProfileText) {
  const years = text.any(words.years);
  const lengths = new RegExp(`\\d\\s*(?:${years}|${text.any(words.months)})(?![\\p{L}\\d])`, 'gu');
  const workNamed = text.has(`${words.experience},${words.work}`);
  // Two lengths or more: one of them is not the work's.
  const otherLength = (message: string) => (message.match(lengths) ?? []).length >= 2;
  // "26 months of experience" says the work's length as "3 years experience" does, and so do
  // "I worked 2 years as assistant", "2 years as a planner" (70b W1).
  const workSaid = new RegExp(
    [
      `\\d\\s+(?:${text.any(words.years)}|${text.any(words.months)})(?:\\s+[^\\s\\d.,;!?]+){0,2}?\\s+${text.any(words.experience)}`,
      `${word(text.any(words.work))}(?:\\s+[^\\s\\d.,;!?]+){0,3}?\\s+\\d{1,2}\\s+${text.any(words.years)}`,
      `\\d{1,2}\\s+${text.any(words.years)}\\s+${word(text.any(words.workAs))}`,
    ].join('|'),
  );
  return {
    /**
     * Whether the message reads such an age: where the work's length is said apart, another
     * length is said, or no work is named at all ("Im doctor, just graduated medicine 2025, 27
     * years, english B2", 86b W4).
     */
    applies: (message: string) =>
      workSaid.test(message) || otherLength(message) || !workNamed(message),
    age: new RegExp(
      `(?<=(?:^|[,.!?;:)]\\s*|^[^\\s\\d.,;!?]+[!.,]\\s*))(\\d{2})\\s+${years}(?=\\s*(?:,(?!\\d)|[.!?;](?!\\d)|$))`,
      'g',
    ),
  };
}

/**
 * "Blue Card at 44?", "¿a los 44 todavía…?", "mit 44 noch": an age in a question, where the number
 * ends the question or a word for "still" follows ("con 44 empleados" is none). `ageFinder` tries
 * it after the ages said outright: "I started at 22, I'm 31" is 31.
 */
export const questionAgePattern = (words: ProfileWords, text: ProfileText, alone: string) =>
  new RegExp(
    word(
      `${text.any(words.ageAt)}\\s+${alone}(?=\\s*(?:\\?|$)|\\s+${word(text.any(words.ageAtAfter))})`,
    ),
    'g',
  );

/** An age to come said beside the age now. */
export function comingAgeFinder(words: ProfileWords, text: ProfileText) {
  // "I'm 39 (40 next month)", "39 (nächsten Monat 40)": the age to come, said after the age.
  const soon = text.any(words.soon);
  const soonAfter = new RegExp(`^\\s*[(,]?\\s*(?:(\\d{2})\\s+${soon}|${soon}\\s+(\\d{2}))`);
  // "I'm actually 34 (birthday is next month)" (110b f05): the birthday says the next age.
  const birthdaySoon = new RegExp(`^\\s*[(,]?\\s*${text.any(words.birthday)}\\s+${soon}`);
  const comingAge = (after: string, age: number) => {
    if (birthdaySoon.test(after)) return age + 1;
    const said = soonAfter.exec(after);
    return Number(said?.[1] ?? said?.[2]) === age + 1 ? age + 1 : undefined;
  };
  // "I'm 35 next month (34 now)", "bin nächsten Monat 40": the age named is the one to come;
  // "cumplí 40 en marzo", "I turned 40 in March": the month says when it came (99a m18).
  const soonAfterAge = new RegExp(`^\\s*${soon}(?![^\\s.,;!?(])`);
  const turnedAlready = new RegExp(`${word(text.any(words.turnedAlready))}\\s+$`);
  const soonNext = (before: string, after: string) =>
    soonAfterAge.test(after) && !turnedAlready.test(before);
  return { comingAge, soonNext };
}

/**
 * A number of another unit right after it, which is no age: "is 40 hours per week", "6 meses"
 * (76b W3); nor is an amount: "offers me 18 euros per hour" (111b 25).
 */
export const otherUnitPattern = (words: ProfileWords, text: ProfileText) =>
  new RegExp(
    `^(?:\\s*${word(text.any(`${words.shortUnits},${words.months}`))}|${euroAfter}|\\s*${text.any(words.otherCurrencies)}(?![\\p{L}]))`,
    'u',
  );
