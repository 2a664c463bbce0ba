import {
  languageLevels,
  type AgeBand,
  type Experience,
  type LanguageLevel,
} from '../../src/shared/germanyCheck/answers';
import { asWords, partsOutside, word, type ProfileText } from './profileText';
import type { ProfileWords, StatedProfile } from './profile';

/** One reader of a message: what it states of one kind of fact. */
/** `year`: the year the case is weighed in, so "graduated in 2024" can be counted back. */
export type Reader = (text: string, parts: string[], year: number) => StatedProfile;

/** § 20b AufenthG: under 35, 35 to 39, 40 or over. */
export const ageBand = (age: number): AgeBand | undefined =>
  age < 16 || age > 70 ? undefined : age < 35 ? 'under35' : age < 40 ? 'from35to39' : 'from40';

/** "I'm 33", "tengo 37 años", "Die Kandidatin ist 34", "44, Berufsausbildung, …". */
export function ageReader(words: ProfileWords, text: ProfileText): Reader {
  // Two digits that are not the start of an amount ("is 48,000", "ist 45.000 €").
  const alone = `(\\d{2})(?![.,]?\\d)(?!\\s*(?:€|k(?![a-z])|%))`;
  const ageAfter = new RegExp(word(`${alone}\\s*${text.any(words.ageUnits)}`), 'g');
  const ageBefore = new RegExp(word(`${text.any(words.agePrefixes)}\\s+${alone}`), 'g');
  // A list of facts that opens with the age: "30, 3-year vocational training, English C1", or
  // holds it on its own between commas: "Informatikerin mit Diplom, 31, Angebot 4.000 €".
  const leading = /^\s*(\d{2})\s*,/g;
  const listed = /(?<=,\s)(\d{2})(?=\s*,)/g;
  // …or closes a sentence after a comma: "I'm a nurse from Lima, 29." (not "45.000 €").
  const closing = /(?<=,\s?)(\d{2})(?=\s*(?:[.!?](?!\d)|$))/g;
  // An age still to come, up to two words on: "werde nächsten Monat 40", "turning 40 soon".
  const turning = new RegExp(
    word(`${text.any(words.turning)}\\s+(?:[^\\s\\d.,;!?]+\\s+){0,2}${alone}`),
    'g',
  );
  const experienceNear = new RegExp(`^(?:\\s+[^\\s.,;!?]+){0,3}?\\s+${text.any(words.experience)}`);
  // "I'm 29 and have worked 6 years", "I'm 28 and I've worked in IT support for 3 years": the
  // work named after the age has a duration of its own, a few words on.
  const ownDuration = /^\s+(?:[^\s\d.,;!?]+\s+){0,5}\d/;
  return (message) => {
    for (const pattern of [turning, ageAfter, ageBefore, leading, listed, closing]) {
      for (const match of message.matchAll(pattern)) {
        // "10 años de experiencia" is experience, not an age.
        const after = message.slice(match.index + match[0].length);
        const near = experienceNear.exec(after);
        if (near && !ownDuration.test(after.slice(near[0].length))) continue;
        const age = Number(match[1]) - (pattern === turning ? 1 : 0);
        const band = ageBand(age);
        if (!band) continue;
        // "Turning 35 in May": the age to come, for what changes with it.
        const next = pattern === turning ? { nextAge: age + 1 } : {};
        if (band !== 'from40') return { age: band, ...next };
        // § 18 (2) no. 5 asks a salary floor from 45: at 40 or over, say which side; turning 45
        // soon, the side depends on when the permit is issued, so it stays open.
        return age + 1 === 45 && pattern === turning
          ? { age: band, ...next }
          : { age: band, from45: age >= 45, ...next };
      }
    }
    return {};
  };
}

/**
 * The visitor's levels: those said of the partner ("Mein Partner … hat Deutsch A1", in a
 * sentence on the partner that does not name the visitor too) are not the visitor's. Nor are
 * those of a later sentence that opens with the partner's pronoun ("My wife comes with me. She
 * is an architect with English C1."): the visitor who states none is asked for theirs.
 */
export function levelReader(words: ProfileWords, text: ProfileText): Reader {
  const levels = levelFinder(words, text);
  const partner = text.has(words.partner);
  const self = text.has(words.self);
  const opensWithPronoun = new RegExp(`^\\s*${word(text.any(words.partnerPronouns))}`);
  const partnerSentences = (message: string) => {
    const found = new Set<string>();
    let partnerNamed = false;
    for (const [sentence] of message.matchAll(/[^.;!?]+/g)) {
      const onPartner = partner(sentence) || (partnerNamed && opensWithPronoun.test(sentence));
      if (onPartner && !self(sentence)) found.add(sentence);
      partnerNamed ||= partner(sentence);
    }
    return found;
  };
  return (message, parts, year) => {
    const theirs = partnerSentences(message);
    const own = partsOutside(message, parts, (sentence) => theirs.has(sentence)).filter(
      (part) => !partner(part),
    );
    return levels(message, own, year);
  };
}

/** Each level goes to the language named nearest to it, in the same part of a sentence. */
export function levelFinder(words: ProfileWords, text: ProfileText): Reader {
  const level = new RegExp(word('([abc][12])'), 'g');
  const named = {
    german: new RegExp(word(text.any(words.german)), 'g'),
    english: new RegExp(word(text.any(words.english)), 'g'),
  };
  // "No German", "sin alemán", "kein Deutsch", "no hablo alemán", "no hablo nada de alemán",
  // "I don't speak any German": the level none, with up to three words between.
  const negations = text.any(words.negations);
  const without = (language: string) =>
    new RegExp(word(`${negations}\\s+(?:[^\\s.,;!?]+\\s+){0,3}${text.any(language)}`));
  // "Alemán nada todavía", "German: none", "Deutsch: keine", and before it: "nada de alemán".
  const noLevel = (language: string) =>
    new RegExp(
      word(
        `(?:${text.any(language)}\\s*[:=-]?\\s*${text.any(words.noLevel)}|${text.any(words.noLevel)}\\s+(?:[^\\s.,;!?]+\\s+)?${text.any(language)})`,
      ),
    );
  const withoutLanguage = {
    german: [without(words.german), noLevel(words.german)],
    english: [without(words.english), noLevel(words.english)],
  };
  return (message, parts) => {
    const found: { german?: LanguageLevel; english?: LanguageLevel } = {};
    // "My English is intermediate, around B1": a level alone in its part is the language's
    // named in the part before, when that one gave it none.
    let previous: { language: 'german' | 'english'; at: number }[] = [];
    for (const part of parts) {
      const own = (['german', 'english'] as const).flatMap((language) =>
        [...part.matchAll(named[language])].map((match) => ({ language, at: match.index })),
      );
      const unlevelled = previous.filter(({ language }) => !found[language]);
      const names = own.length ? own : unlevelled.map(({ language }) => ({ language, at: 0 }));
      previous = own;
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
      if (!found[language] && withoutLanguage[language].some((said) => said.test(message))) {
        found[language] = 'none';
      }
    }
    return found;
  };
}

/**
 * The experience band the rules count: five of the last seven years; two of the last five
 * (three of the last seven counts as that, the form says so; four of the last six holds at
 * least three in the last five). Years without a period count as recent, as the visitor means
 * them; more years than the period are not experience in it.
 */
function experienceBand(years: number, period: number | undefined): Experience {
  if (period !== undefined && years > period) return 'none';
  if (years >= 5 && (period === undefined || period <= 7)) return 'fiveOfSeven';
  if (years >= 3 && (period === undefined || period <= 7)) return 'threeOfSeven';
  // The fewest of them that fall in the last five.
  const inLastFive = period === undefined || period <= 5 ? years : years - (period - 5);
  return inLastFive >= 2 ? 'twoOfFive' : 'none';
}

/** What "less than N years" counts as: just under N, so no band that needs N is reached. */
const justBelow = 0.01;

/** How many words from a duration a word for work may stand ("worked as a nurse for 4 years"). */
const workReach = 8;

/** How many words from a start year a duration may stand and say how long it ran. */
const besideReach = 5;

/** How many words after a duration may say it was no work ("2 años de voluntariado"). */
const notWorkReach = 4;

/**
 * Whether a duration's years were no professional work ("worked 2 years as an au pair", "I've
 * been an au pair for 2 years"): a word for it follows right after them, or stands nearer than
 * the nearest word for work.
 */
function notWorkIn(sentence: string, notWork: RegExp) {
  const notWorkAt = [...sentence.matchAll(notWork)].map((match) => match.index);
  return (at: number, workDistance: number) =>
    notWorkAt.some((index) => {
      const distance = wordsBetween(sentence, at, index);
      return (index > at && distance <= notWorkReach) || distance <= workDistance;
    });
}

/**
 * The sentences of a message: a duration and its word for work are said in one. A point between
 * digits ("2.5 years", "45.630 €") is part of a number, not a sentence's end.
 */
const sentences = (message: string) => message.split(/[;!?]+|(?<!\d)\.+|\.+(?!\d)/);

/** How many words lie between two places of a sentence. */
const wordsBetween = (sentence: string, from: number, to: number) =>
  sentence.slice(Math.min(from, to), Math.max(from, to)).split(/\s+/).filter(Boolean).length;

/**
 * The ranges of years a sentence names: "2021 to 2025", "de 2019 a 2024", "von 2020 bis 2024",
 * "2019-2023": the years worked, and the period from the first of them to the year the case is
 * weighed in.
 */
function rangeFinder(words: ProfileWords, text: ProfileText) {
  // "From 2020 until now", "de 2019 hasta hoy": the range runs to the year the case is weighed in.
  const range = new RegExp(
    word(
      `(19[5-9]\\d|20\\d\\d)\\s*(?:[-–]|${text.any(words.rangeTo)})\\s*(19[5-9]\\d|20\\d\\d|${text.any(words.now)})`,
    ),
    'g',
  );
  return (sentence: string, year: number) =>
    [...sentence.matchAll(range)]
      .map((match) => ({
        at: match.index,
        from: Number(match[1]),
        to: /^\d+$/.test(match[2] ?? '') ? Number(match[2]) : year,
      }))
      .filter(({ from, to }) => from <= to && to <= year);
}

/**
 * Where a sentence names work, but not where it denies it: in "técnica de 3 años, sin
 * experiencia laboral" the three years are the training's.
 */
function workSaid(sentence: string, work: RegExp, denied: RegExp): number[] {
  const deniedAt = [...sentence.matchAll(denied)].map((match) => ({
    from: match.index,
    to: match.index + match[0].length,
  }));
  return [...sentence.matchAll(work)]
    .map((match) => match.index)
    .filter((index) => !deniedAt.some(({ from, to }) => index >= from && index < to));
}

/** A number of years: "4 years", "2 and a half years", "2.5 years", "2,5 Jahre" (one number). */
const durationPattern = (words: ProfileWords, text: ProfileText) =>
  new RegExp(
    word(`(\\d{1,2}(?:[.,]\\d)?)(?:\\s+${text.any(words.half)})?\\s+${text.any(words.years)}`),
    'g',
  );

/** Years found in a sentence, at the place they were written. */
type Found = { at: number; years: number };

/**
 * The durations of a sentence that may be experience: not the period's own number ("in the last
 * 6 years"), an age ("45 Jahre alt") or a time ago ("vor 3 Jahren"). "Less than 2 years" is just
 * under two, so no band that needs two is reached.
 */
function durationFinder(words: ProfileWords, text: ProfileText) {
  const duration = durationPattern(words, text);
  const periodBefore = new RegExp(`${text.any(words.window)}\\s*$`);
  const ageBefore = new RegExp(`${word(text.any(words.agePrefixes))}\\s*$`);
  const experienceAfter = new RegExp(
    `^(?:\\s+[^\\s.,;!?]+){0,3}?\\s+${text.any(words.experience)}`,
  );
  const notDuration = new RegExp(`^\\s*${word(text.any(words.notDuration))}`);
  const beforeNotDuration = new RegExp(`${word(text.any(words.notDurationBefore))}\\s*$`);
  const belowBefore = new RegExp(`${word(text.any(words.below))}\\s*$`);
  return (sentence: string): Found[] =>
    [...sentence.matchAll(duration)]
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
        const said = Number(match[1]?.replace(',', '.'));
        const below = belowBefore.test(sentence.slice(0, match.index));
        return { at: match.index, years: below ? said - justBelow : said };
      });
}

/**
 * The years since a start year ("since 2019", counted to the year the case is weighed in), or
 * the duration written beside it: "desde 2023 (unos dos años)" is two years.
 */
const sinceYears = (
  sentence: string,
  since: RegExp,
  durations: readonly Found[],
  year: number,
): Found[] =>
  [...sentence.matchAll(since)]
    .filter((match) => Number(match[1]) <= year)
    .map((match) => {
      const beside = durations.find(
        ({ at }) => wordsBetween(sentence, match.index, at) <= besideReach,
      );
      return { at: match.index, years: beside?.years ?? year - Number(match[1]) };
    });

/**
 * Professional experience in any wording: "5 years of experience in the last 7", "I have worked
 * as an accountant for 4 years in the last 6 years", "for the past 4 years", "seit 4 Jahren",
 * "trabajo hace 6 años", "I've been a nurse since 2019" (counted to the year the case is weighed
 * in), "5 of the last 7". A duration counts when a word for work stands near it in the same
 * sentence (the nearest wins, so "técnica en enfermería (3 años) … 6 años trabajando" is six),
 * never the period itself ("in the last 6 years"), an age ("45 Jahre alt") or a time ago ("3
 * years ago", "vor 3 Jahren"). A duration without a period runs up to now.
 */
export function experienceReader(words: ProfileWords, text: ProfileText): Reader {
  const years = text.any(words.years);
  const duration = durationPattern(words, text);
  // "since 2019", "since March 2022", "desde marzo de 2022": up to two words (a month) between.
  const since = new RegExp(
    word(`${text.any(words.since)}\\s+(?:[^\\s\\d.,;!?]+\\s+){0,2}(19[5-9]\\d|20\\d\\d)`),
    'g',
  );
  const rangeIn = rangeFinder(words, text);
  const work = new RegExp(word(text.any(`${words.experience},${words.work}`)), 'g');
  // "3 years as a production planner", "2 años como enfermera": the duration is work.
  const durationAs = new RegExp(`${duration.source}\\s+${word(text.any(words.workAs))}`, 'g');
  const notWork = new RegExp(word(text.any(words.notWork)), 'g');
  const window = text.any(words.window);
  const period = new RegExp(word(`${window}\\s+(\\d{1,2})`));
  const durationsIn = durationFinder(words, text);
  // Years out of a period with no word for experience: "5 of last 7", "5 J. in 7".
  const outOf = new RegExp(
    word(`(\\d{1,2})(?:\\s*${years}\\.?)?\\s+${text.any(words.outOf)}\\s+(\\d{1,2})`),
  );
  // "No work experience in the field", "sin experiencia", "keine Berufserfahrung": none.
  const denied = new RegExp(
    word(`${text.any(words.negations)}\\s+(?:[^\\s.,;!?]+\\s+){0,2}${text.any(words.experience)}`),
  );
  const deniedAll = new RegExp(denied.source, 'g');
  return (message, _parts, year) => {
    let best: { years: number; distance: number; sentence: string; period?: number } | undefined;
    for (const sentence of sentences(message)) {
      const workAt = [
        ...workSaid(sentence, work, deniedAll),
        ...[...sentence.matchAll(durationAs)].map((match) => match.index),
      ];
      if (!workAt.length) continue;
      const durations = durationsIn(sentence);
      const found = [
        ...durations,
        ...sinceYears(sentence, since, durations, year),
        ...rangeIn(sentence, year).map(({ at, from, to }) => ({ at, years: to - from })),
      ];
      // "4 years (2021 to 2025)": the range says in which period the years lie.
      const [stated] = rangeIn(sentence, year);
      const isNotWork = notWorkIn(sentence, notWork);
      for (const { at, years: worked } of found) {
        const distance = Math.min(...workAt.map((index) => wordsBetween(sentence, at, index)));
        if (isNotWork(at, distance)) continue;
        if (distance <= workReach && (!best || distance < best.distance)) {
          best = { years: worked, distance, sentence, period: stated && year - stated.from };
        }
      }
    }
    if (best) {
      const within = period.exec(best.sentence) ?? period.exec(message);
      const inPeriod = within ? Number(within[1]) : best.period;
      return { experience: experienceBand(best.years, inPeriod) };
    }
    const share = outOf.exec(message);
    if (share) return { experience: experienceBand(Number(share[1]), Number(share[2])) };
    return denied.test(message) ? { experience: 'none' } : {};
  };
}

/** The Blue Card's lower threshold counts a degree earned in the last three years (§ 18g). */
const recentYears = 3;

/** A year a degree was earned in: "in 2024", "el 2013", "2019 abgeschlossen". */
const graduationYear = /(?<!\d)(19[5-9]\d|20\d\d)(?![\d.,])/;

/**
 * A degree earned in the last three years: "recent graduate", "graduated 2 years ago", "vor
 * einem Jahr meinen Master abgeschlossen", "finished my bachelor last year", "me gradué el año
 * pasado", "finished my master's in 2024" (counted back from
 * the year the case is weighed in). Said of a degree or graduating, in the same part.
 */
export function graduateReader(words: ProfileWords, text: ProfileText): Reader {
  const recent = text.has(words.recentGraduate);
  const lately = text.has(words.lately);
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
      if (lately(part)) return { recentGraduate: true };
      const years = ago.exec(part)?.slice(1).find(Boolean);
      if (years) return { recentGraduate: Number(years) <= recentYears };
      const earned = Number(graduationYear.exec(part)?.[1]);
      if (earned && earned <= year) return { recentGraduate: year - earned <= recentYears };
    }
    return {};
  };
}
