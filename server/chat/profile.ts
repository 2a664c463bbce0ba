import {
  languageLevels,
  type AgeBand,
  type Experience,
  type LanguageLevel,
  type Occupation,
} from '../../src/shared/germanyCheck/answers';
import { parseAmount, type AmountProblem } from '../../src/shared/germanyCheck/amount';
import { escapeRegExp, wordChars } from '../../src/shared/chat/text';
import { createPhraseFinder, type PhraseHit } from './intents';
import type { SpellingMap } from './spelling';

/**
 * What a visitor tells about themselves that the Germany check's rules weigh ("I'm 33, German
 * A2, two years of experience in the last five"; "a master's and a €48,000 software job"). Only
 * what the message states is set; `false` means the message denies it ("no partial
 * recognition") or states what the law does not count (a tourist visit, a partner who is not
 * said to meet the card's requirements).
 */
export interface StatedProfile {
  age?: AgeBand;
  /** 45 or older (§ 18 (2) no. 5 AufenthG), when the message gives the age. */
  from45?: boolean;
  german?: LanguageLevel;
  english?: LanguageLevel;
  experience?: Experience;
  partialRecognition?: boolean;
  partner?: boolean;
  germanStay?: boolean;
  /** A university degree. */
  degree?: boolean;
  /** Vocational training ("formación técnica", "anerkannte Berufsausbildung"). */
  vocational?: boolean;
  /** The qualification recognised in Germany, or comparable ("título comparable"). */
  recognised?: boolean;
  /** The employer pays under a collective agreement (§ 19c (2) with § 6 BeschV). */
  collectiveAgreement?: boolean;
  occupation?: Occupation;
  jobOffer?: boolean;
  /** The gross yearly salary of a job, in euros. */
  salary?: number;
  /** Why a salary written as money could not be read ("-50000": a salary is never negative). */
  salaryProblem?: AmountProblem;
  /** The routes the message names by their section or name ("§ 18b", "§ 16d", "por experiencia"). */
  asked?: AskedRoute[];
}

/** The routes a message can name that the check weighs beyond the Blue Card and the points. */
export const askedRoutes = ['skilledWorker', 'experience', 'recognitionMeasures'] as const;
export type AskedRoute = (typeof askedRoutes)[number];

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
  /** What says a partner also meets the Opportunity Card's requirements: only then a point. */
  partnerQualifies: string;
  stay: string;
  /** A stay that never counts: a tourist visit. */
  tourist: string;
  /** Units of a stay too short to count (weeks, days), and the word for months. */
  shortUnits: string;
  months: string;
  negations: string;
  degree: string;
  /** Occupations by the check's options; IT first, so "ingeniera de sistemas" is IT. */
  it: string;
  nursing: string;
  shortage: string;
  jobOffer: string;
  vocational: string;
  /** Recognised in Germany or comparable: not "recognised in Bolivia". */
  recognised: string;
  collectiveAgreement: string;
  /** Names of routes, by the check's ids (`askSkilledWorker`: "18b", "skilled worker"). */
  askSkilledWorker: string;
  askExperience: string;
  askRecognitionMeasures: string;
  /** Words that make a number a salary ("salary", "brutto"), besides a euro sign. */
  salary: string;
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

/** § 20b AufenthG: under 35, 35 to 39, 40 or over. */
const ageBand = (age: number): AgeBand | undefined =>
  age < 16 || age > 70 ? undefined : age < 35 ? 'under35' : age < 40 ? 'from35to39' : 'from40';

/** The legal stay that counts lasts six months or more. */
const monthsThatCount = 6;

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

/**
 * A reader of what a message states, in one language: its words, its spellings and its Intl
 * locale (an amount reads "48.000" as forty-eight thousand in German and Spanish).
 */
export function createProfileReader(
  words: ProfileWords,
  spelling: SpellingMap,
  intl: string,
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
  // Facts a message may also deny ("sin oferta de trabajo", "not recognised in Germany").
  const told = createPhraseFinder(
    {
      partialRecognition: words.partialRecognition,
      partner: words.partner,
      germanStay: words.stay,
      jobOffer: words.jobOffer,
      recognised: words.recognised,
    },
    spelling,
  );
  const asks = createPhraseFinder(
    {
      skilledWorker: words.askSkilledWorker,
      experience: words.askExperience,
      recognitionMeasures: words.askRecognitionMeasures,
    },
    spelling,
  );
  const has = (copy: string) => {
    const pattern = new RegExp(word(anyOf(spelled(copy))));
    return (text: string) => pattern.test(text);
  };
  const [partnerQualifies, tourist, degree, vocational, collectiveAgreement, salaryWord] = [
    words.partnerQualifies,
    words.tourist,
    words.degree,
    words.vocational,
    words.collectiveAgreement,
    words.salary,
  ].map(has) as [Has, Has, Has, Has, Has, Has];
  const occupations = (['it', 'nursing', 'shortage'] as const).map(
    (occupation) => [occupation, has(words[occupation])] as const,
  );
  const shortStay = new RegExp(word(`\\d{1,3}\\s+${anyOf(spelled(words.shortUnits))}`));
  const monthsStayed = new RegExp(word(`(\\d{1,2})\\s+${anyOf(spelled(words.months))}`));
  // A number as people write money ("48.000", "45,000.00", "48k", "45 mil"), then what follows.
  const amount = new RegExp(
    `(?<![\\d.,])(€\\s*)?(\\d{1,3}(?:[.,\\s]\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?)(\\s*(?:k|mil|tsd\\.?)(?![${wordChars}]))?(\\s*(?:€|eur(?:os?)?(?![${wordChars}])))?`,
    'g',
  );
  const negations = anyOf(spelled(words.negations));
  const negation = new RegExp(word(negations));
  // "No German", "sin alemán", "kein Deutsch", "no hablo alemán": the level none.
  const without = (language: string) =>
    new RegExp(word(`${negations}\\s+(?:[^\\s.,;!?]+\\s+)?${anyOf(spelled(language))}`));
  const withoutLanguage = { german: without(words.german), english: without(words.english) };
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
        if (band && !profile.age) {
          profile.age = band;
          // § 18 (2) no. 5 asks a salary floor from 45: at 40 or over, say which side.
          if (band === 'from40') profile.from45 = Number(match[1]) >= 45;
        }
      }
    }
    Object.assign(profile, levelsOf(parts));
    for (const language of ['german', 'english'] as const) {
      if (!profile[language] && withoutLanguage[language].test(text)) profile[language] = 'none';
    }

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
    // § 20b: a partner counts only if they also meet the card's requirements; a stay only if
    // legal and six months or more, never a tourist visit.
    // Read in the whole sentence: "my wife comes, and she also meets the requirements".
    const sentenceOf = (hit: PhraseHit<string>) =>
      text
        .slice(0, hit.index + hit.length)
        .split(/[.;!?]/)
        .at(-1)
        ?.concat(text.slice(hit.index + hit.length).split(/[.;!?]/)[0] ?? '') ?? '';
    for (const hit of told(text)) {
      const part = sentenceOf(hit);
      if (hit.kind === 'partner' && profile.partner && !partnerQualifies(part)) {
        delete profile.partner;
      }
      const months = monthsStayed.exec(part);
      const tooShort = shortStay.test(part) || (months && Number(months[1]) < monthsThatCount);
      if (hit.kind === 'germanStay' && (tourist(part) || tooShort)) profile.germanStay = false;
    }

    if (degree(text)) profile.degree = true;
    if (vocational(text)) profile.vocational = true;
    if (collectiveAgreement(text)) profile.collectiveAgreement = true;
    const occupation = occupations.find(([, named]) => named(text));
    if (occupation) profile.occupation = occupation[0];
    const asked = asks(text).map((hit) => hit.kind);
    if (asked.length) profile.asked = asked;
    Object.assign(profile, salaryIn(text));
    return profile;
  };

  /**
   * The first amount written as money: with a euro sign, or near a word that names a salary.
   * Read in the whole text, as the parts of a sentence split at the separators of a number.
   */
  function salaryIn(text: string): Pick<StatedProfile, 'salary' | 'salaryProblem'> {
    for (const match of text.matchAll(amount)) {
      const [found, euroBefore, digits = '', thousands = '', euroAfter] = match;
      const near = text.slice(
        Math.max(0, match.index - salaryReach),
        match.index + found.length + salaryReach,
      );
      if (!euroBefore && !euroAfter && !salaryWord(near)) continue;
      // "-50000 euros": the minus sign stays with the number, so the amount reads as negative.
      const sign = /[-−–]\s*$/.test(text.slice(Math.max(0, match.index - 2), match.index))
        ? '-'
        : '';
      const read = parseAmount(`${sign}${digits}${thousands}`, intl);
      if (read.kind === 'amount') return { salary: read.value };
      if (read.kind === 'invalid' && read.reason !== 'range') return { salaryProblem: read.reason };
    }
    return {};
  }
}

/** How far from a number, in characters, a word like "salary" makes it one. */
const salaryReach = 30;

type Has = (text: string) => boolean;

/** How many of the facts the points depend on a profile states. */
export const factsStated = (profile: StatedProfile) =>
  countedFacts.filter((fact) => profile[fact] !== undefined).length;
