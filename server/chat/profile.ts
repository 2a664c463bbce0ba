import {
  languageLevels,
  type AgeBand,
  type Experience,
  type LanguageLevel,
} from '../../src/shared/germanyCheck/answers';
import { escapeRegExp, wordChars } from '../../src/shared/chat/text';
import { createPhraseFinder, type PhraseHit } from './intents';
import type { SpellingMap } from './spelling';

/**
 * What a visitor tells about themselves that the Opportunity Card's points table counts ("I'm
 * 33, German A2, two years of experience in the last five"). Only what the message states is
 * set; `false` means the message denies it ("no partial recognition").
 */
export interface StatedProfile {
  age?: AgeBand;
  german?: LanguageLevel;
  english?: LanguageLevel;
  experience?: Experience;
  partialRecognition?: boolean;
  partner?: boolean;
  germanStay?: boolean;
}

/** The words a language uses for each of them: comma-separated copy (`engine.profile`). */
export interface ProfileWords {
  german: string;
  english: string;
  ageUnits: string;
  agePrefixes: string;
  years: string;
  experience: string;
  window: string;
  numbers: string;
  partialRecognition: string;
  partner: string;
  stay: string;
  negations: string;
  /** Words that join two parts of a sentence (`engine.joiners`). */
  joiners: string;
}

/** The facts the points depend on that a message must state before the chat counts. */
export const countedFacts = ['age', 'german', 'english', 'experience'] as const;

const list = (words: string) =>
  words
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

/** Alternatives as a regular expression group, longest first, whole words only. */
const anyOf = (words: readonly string[]) =>
  `(?:${[...words]
    .sort((a, b) => b.length - a.length)
    .map((word) => escapeRegExp(word).replace(/\s+/g, '\\s+'))
    .join('|')})`;
const word = (pattern: string) => `(?<![${wordChars}])${pattern}(?![${wordChars}])`;

const ageBand = (age: number): AgeBand | undefined =>
  age < 16 || age > 70 ? undefined : age < 35 ? 'under35' : age <= 40 ? 'from35to40' : 'over40';

/**
 * The experience band the rules count: five of the last seven years; two of the last five
 * (three of the last seven counts as that, the form says so). Years without a period count as
 * recent, as the visitor means them.
 */
function experienceBand(years: number, period: number | undefined): Experience {
  if (years >= 5 && (period === undefined || period <= 7)) return 'fiveOfSeven';
  if (years >= 3 && period !== undefined && period <= 7) return 'threeOfSeven';
  if (years >= 2 && (period === undefined || period <= 5)) return 'twoOfFive';
  return 'none';
}

export function createProfileReader(
  words: ProfileWords,
  spelling: SpellingMap,
): (spelled: string) => StatedProfile {
  const spelled = (copy: string) => list(copy).map(spelling);
  const numbers = new Map(
    list(words.numbers).map((pair) => {
      const [name = '', value = ''] = pair.split('=').map((side) => spelling(side.trim()));
      return [name, value] as const;
    }),
  );
  const numberWord = new RegExp(word(anyOf([...numbers.keys()])), 'g');
  const level = word('([abc][12])');
  const german = new RegExp(word(anyOf(spelled(words.german))), 'g');
  const english = new RegExp(word(anyOf(spelled(words.english))), 'g');
  const years = anyOf(spelled(words.years));
  const experience = anyOf(spelled(words.experience));
  const few = `(?:\\s+[^\\s.,;!?]+){0,3}?`;
  const experienceAfter = new RegExp(word(`(\\d{1,2})\\s+${years}${few}\\s+${experience}`));
  const experienceBefore = new RegExp(word(`${experience}${few}\\s+(\\d{1,2})\\s+${years}`));
  const period = new RegExp(word(`${anyOf(spelled(words.window))}\\s+(\\d{1,2})`));
  const ageAfter = new RegExp(word(`(\\d{2})\\s*${anyOf(spelled(words.ageUnits))}`), 'g');
  const ageBefore = new RegExp(word(`${anyOf(spelled(words.agePrefixes))}\\s+(\\d{2})`), 'g');
  const experienceNear = new RegExp(`^${few}\\s+${experience}`);
  const told = createPhraseFinder(
    {
      partialRecognition: words.partialRecognition,
      partner: words.partner,
      germanStay: words.stay,
    },
    spelling,
  );
  const negation = new RegExp(word(anyOf(spelled(words.negations))));
  const joiner = new RegExp(`[.;!?]+|,|\\s${anyOf(spelled(words.joiners))}\\s`);

  /** Each level goes to the language named nearest to it, in the same part of a sentence. */
  const levelsOf = (parts: string[]) => {
    const found: { german?: LanguageLevel; english?: LanguageLevel } = {};
    for (const part of parts) {
      const named = (language: 'german' | 'english', pattern: RegExp) =>
        [...part.matchAll(pattern)].map((match) => ({ language, at: match.index }));
      const names = [...named('german', german), ...named('english', english)];
      if (!names.length) continue;
      for (const match of part.matchAll(new RegExp(level, 'g'))) {
        const stated = match[1]?.toUpperCase() as LanguageLevel;
        if (!languageLevels.includes(stated)) continue;
        const nearest = [...names].sort(
          (a, b) => Math.abs(a.at - match.index) - Math.abs(b.at - match.index),
        )[0];
        if (nearest) found[nearest.language] ??= stated;
      }
    }
    return found;
  };

  return (message) => {
    const text = message.replace(numberWord, (found) => numbers.get(found) ?? found);
    const parts = text.split(joiner);
    const profile: StatedProfile = {};

    // "I'm 33", "tengo 37 años", "33 Jahre alt", but not "10 años de experiencia".
    for (const pattern of [ageAfter, ageBefore]) {
      for (const match of text.matchAll(pattern)) {
        const rest = text.slice(match.index + match[0].length);
        if (experienceNear.test(rest)) continue;
        const band = ageBand(Number(match[1]));
        if (band && !profile.age) profile.age = band;
      }
    }
    Object.assign(profile, levelsOf(parts));

    const worked = experienceAfter.exec(text) ?? experienceBefore.exec(text);
    if (worked) {
      const within = period.exec(text);
      profile.experience = experienceBand(
        Number(worked[1]),
        within ? Number(within[1]) : undefined,
      );
    }

    // "No partial recognition, my partner isn't coming": a part of the sentence that denies.
    const partOf = (hit: PhraseHit<string>) =>
      parts.find((part) => part.includes(text.slice(hit.index, hit.index + hit.length))) ?? '';
    for (const hit of told(text)) profile[hit.kind] = !negation.test(partOf(hit));
    return profile;
  };
}

/** How many of the facts the points depend on a profile states. */
export const factsStated = (profile: StatedProfile) =>
  countedFacts.filter((fact) => profile[fact] !== undefined).length;
