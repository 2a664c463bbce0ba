import {
  languageLevels,
  type AgeBand,
  type Experience,
  type LanguageLevel,
} from '../../src/shared/germanyCheck/answers';
import { asWords, word, type ProfileText } from './profileText';
import type { ProfileWords, StatedProfile } from './profile';

/** One reader of a message: what it states of one kind of fact. */
/** `year`: the year the case is weighed in, so "graduated in 2024" can be counted back. */
export type Reader = (text: string, parts: string[], year: number) => StatedProfile;

/** § 20b AufenthG: under 35, 35 to 39, 40 or over. */
const ageBand = (age: number): AgeBand | undefined =>
  age < 16 || age > 70 ? undefined : age < 35 ? 'under35' : age < 40 ? 'from35to39' : 'from40';

/** "I'm 33", "tengo 37 años", "Die Kandidatin ist 34", "44, Berufsausbildung, …". */
export function ageReader(words: ProfileWords, text: ProfileText): Reader {
  // Two digits that are not the start of an amount ("is 48,000", "ist 45.000 €").
  const alone = `(\\d{2})(?![.,]?\\d)(?!\\s*(?:€|k(?![a-z])|%))`;
  const ageAfter = new RegExp(word(`${alone}\\s*${text.any(words.ageUnits)}`), 'g');
  const ageBefore = new RegExp(word(`${text.any(words.agePrefixes)}\\s+${alone}`), 'g');
  // A list of facts that opens with the age: "30, 3-year vocational training, English C1".
  const leading = /^\s*(\d{2})\s*,/g;
  const experienceNear = new RegExp(`^(?:\\s+[^\\s.,;!?]+){0,3}?\\s+${text.any(words.experience)}`);
  return (message) => {
    for (const pattern of [ageAfter, ageBefore, leading]) {
      for (const match of message.matchAll(pattern)) {
        // "10 años de experiencia" is experience, not an age.
        if (experienceNear.test(message.slice(match.index + match[0].length))) continue;
        const age = Number(match[1]);
        const band = ageBand(age);
        // § 18 (2) no. 5 asks a salary floor from 45: at 40 or over, say which side.
        if (band) return band === 'from40' ? { age: band, from45: age >= 45 } : { age: band };
      }
    }
    return {};
  };
}

/** Each level goes to the language named nearest to it, in the same part of a sentence. */
export function levelReader(words: ProfileWords, text: ProfileText): Reader {
  const level = new RegExp(word('([abc][12])'), 'g');
  const named = {
    german: new RegExp(word(text.any(words.german)), 'g'),
    english: new RegExp(word(text.any(words.english)), 'g'),
  };
  // "No German", "sin alemán", "kein Deutsch", "no hablo alemán": the level none.
  const negations = text.any(words.negations);
  const without = (language: string) =>
    new RegExp(word(`${negations}\\s+(?:[^\\s.,;!?]+\\s+)?${text.any(language)}`));
  const withoutLanguage = { german: without(words.german), english: without(words.english) };
  return (message, parts) => {
    const found: { german?: LanguageLevel; english?: LanguageLevel } = {};
    for (const part of parts) {
      const names = (['german', 'english'] as const).flatMap((language) =>
        [...part.matchAll(named[language])].map((match) => ({ language, at: match.index })),
      );
      if (!names.length) continue;
      for (const match of part.matchAll(level)) {
        const stated = match[1]?.toUpperCase() as LanguageLevel;
        if (!languageLevels.includes(stated)) continue;
        const nearest = [...names].sort(
          (a, b) => Math.abs(a.at - match.index) - Math.abs(b.at - match.index),
        )[0];
        if (nearest) found[nearest.language] ??= stated;
      }
    }
    for (const language of ['german', 'english'] as const) {
      if (!found[language] && withoutLanguage[language].test(message)) found[language] = 'none';
    }
    return found;
  };
}

/**
 * The experience band the rules count: five of the last seven years; two of the last five
 * (three of the last seven counts as that, the form says so). Years without a period count as
 * recent, as the visitor means them; more years than the period are not experience in it.
 */
function experienceBand(years: number, period: number | undefined): Experience {
  if (period !== undefined && years > period) return 'none';
  if (years >= 5 && (period === undefined || period <= 7)) return 'fiveOfSeven';
  if (years >= 3 && period !== undefined && period <= 7) return 'threeOfSeven';
  if (years >= 2 && (period === undefined || period <= 5)) return 'twoOfFive';
  return 'none';
}

/** "5 years of experience in the last 7", "Berufserfahrung: 3 Jahre", "5 of the last 7". */
export function experienceReader(words: ProfileWords, text: ProfileText): Reader {
  const years = text.any(words.years);
  const experience = text.any(words.experience);
  const few = `(?:\\s+[^\\s.,;!?]+){0,3}?`;
  const after = new RegExp(word(`(\\d{1,2})\\s+${years}${few}\\s+${experience}`));
  const before = new RegExp(word(`${experience}${few}\\s+(\\d{1,2})\\s+${years}`));
  const period = new RegExp(word(`${text.any(words.window)}\\s+(\\d{1,2})`));
  // Years out of a period with no word for experience: "5 of last 7", "5 J. in 7".
  const outOf = new RegExp(
    word(`(\\d{1,2})(?:\\s*${years}\\.?)?\\s+${text.any(words.outOf)}\\s+(\\d{1,2})`),
  );
  return (message) => {
    const worked = after.exec(message) ?? before.exec(message);
    if (worked) {
      const within = period.exec(message);
      return {
        experience: experienceBand(Number(worked[1]), within ? Number(within[1]) : undefined),
      };
    }
    const share = outOf.exec(message);
    return share ? { experience: experienceBand(Number(share[1]), Number(share[2])) } : {};
  };
}

/** The Blue Card's lower threshold counts a degree earned in the last three years (§ 18g). */
const recentYears = 3;

/** A year a degree was earned in: "in 2024", "el 2013", "2019 abgeschlossen". */
const graduationYear = /(?<!\d)(19[5-9]\d|20\d\d)(?![\d.,])/;

/**
 * A degree earned in the last three years: "recent graduate", "graduated 2 years ago", "vor
 * einem Jahr meinen Master abgeschlossen", "finished my master's in 2024" (counted back from
 * the year the case is weighed in). Said of a degree or graduating, in the same part.
 */
export function graduateReader(words: ProfileWords, text: ProfileText): Reader {
  const recent = text.has(words.recentGraduate);
  const graduated = text.has(`${words.graduated},${words.degree}`);
  // "# years ago", "hace # años", "vor # Jahren": # is the number.
  const ago = new RegExp(
    word(
      `(?:${text
        .spelled(words.ago)
        .map((phrase) => phrase.split('#').map(asWords).join('\\s*(\\d{1,2})\\s*'))
        .join('|')})`,
    ),
  );
  return (message, parts, year) => {
    if (recent(message)) return { recentGraduate: true };
    for (const part of parts) {
      if (!graduated(part)) continue;
      const years = ago.exec(part)?.slice(1).find(Boolean);
      if (years) return { recentGraduate: Number(years) <= recentYears };
      const earned = Number(graduationYear.exec(part)?.[1]);
      if (earned && earned <= year) return { recentGraduate: year - earned <= recentYears };
    }
    return {};
  };
}
