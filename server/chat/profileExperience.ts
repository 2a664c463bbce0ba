import { wordChars } from '../../src/shared/chat/text';
import { word, wordsBetween, type ProfileText } from './profileText';
import { rangeFinder } from './profileYearRanges';
import { durationPattern, sequenceFinder, type Found } from './profileDurations';
import {
  claimedBefore,
  closer,
  experienceNounFinder,
  rangeDatesFinder,
  type Said,
} from './profileExperienceChoice';
import type { Experience } from '../../src/shared/germanyCheck/answers';
import type { StatedProfile } from './profile';
import type { ProfileWords } from './profileWords';
import type { Reader } from './profileReaders';
import { occupationNamedFinder, otherJobBesideListed, workBesideFinder } from './profileWorkBeside';
import {
  besideReach,
  datedDurationFinder,
  experienceDenied,
  rangeOfYearsSaid,
  sinceYears,
} from './profileWorkYears';

import { datedBand, endedAgoFinder, idleWindowFinder, type DatedYears } from './profileWindows';
import { experienceBand, justBelow, partBandFinder, periodAfterOf } from './profileExperienceBands';

/** How many words from a duration a word for work may stand ("worked as a nurse for 4 years"). */
const workReach = 10;

/** How many words after a duration may say it was no work ("2 años de voluntariado"). */
const notWorkReach = 4;

/**
 * Whether a duration is a course's length, not work: said as one ("3 años de instituto", "4 Jahre
 * Uni"), or after a word for studying in its part, with no word for work or joining word between
 * ("estudié mecánica industrial en el INFOCAL 2 años, trabajo hace 8 años en eso").
 */
export function courseLengthFinder(words: ProfileWords, text: ProfileText) {
  const years = text.any(words.years);
  const ofStudy = new RegExp(`^\\S+\\s*${years}\\.?\\s+${word(text.any(words.studyLength))}`);
  // "6 Jahre Informatik studiert": the verb of studying a few words after the length (76c W3).
  // "2 Jahre Informatik an der UMSA studiert" (86c V09): its place too, no work or joining word.
  const studyGap = `(?!${text.any(`${words.joiners},${words.contrast},${words.experience}`)}\\s)`;
  const studiedAfter = new RegExp(
    `^\\S+\\s*${years}(?:\\s+${studyGap}[^\\s\\d.,;!?()]+){0,4}\\s+${word(text.any(words.fieldStudied))}`,
  );
  // "Ausbildung 3 Jahre", "formación técnica de 2 años", "training of 3 years", "Instituto
  // Tecnológico (3 años)", "tecnico superior en enfermeria 3 years": the course, then its length,
  // one word of its own between at most (not "a degree and 3 years of experience").
  const studyBefore = new RegExp(
    `${word(text.any(words.studyLengthBefore))}(?:\\s+${text.any(words.fieldLinks)})?(?:\\s+(?!${text.any(`${words.joiners},${words.contrast}`)}\\s)[^\\s\\d.,;!?()]+)?(?:\\s+${text.any(words.fieldLinks)})?\\s*[:(]?\\s*$`,
  );
  // "hice técnico medio en el INFOCAL 3 años, trabajo hace 6 años": up to four words of the
  // course's own between (its school), none of work or joining, when no work follows the length
  // ("licenciatura en enfermería con 3 años de experiencia" is work) (79a W1).
  const notCourse = text.any(
    `${words.joiners},${words.contrast},${words.experience},${words.workAs}`,
  );
  const studyFar = new RegExp(
    `${word(text.any(words.studyLengthBefore))}(?:\\s+(?!${notCourse}(?![${wordChars}]))[^\\s\\d.,;!?()]+){2,4}\\s*$`,
  );
  const workAfter = new RegExp(
    `^\\S+\\s*${years}(?:\\s+${text.any(words.fieldLinks)})?\\s+${word(text.any(words.experience))}`,
  );
  // "veterinarian (medicina veterinaria 5 years)", "doctor (medicine 6 years, UMSA)": a field of
  // study opening a bracket, its length right after (85b W3).
  const fields = [
    words.fieldIt,
    words.fieldNursing,
    words.fieldShortage,
    words.fieldBlueCardList,
    words.fieldOther,
  ].join(',');
  const fieldBracket = new RegExp(
    `\\(\\s*${word(text.any(fields))}(?:\\s+[^\\s\\d.,;!?()]+){0,2}\\s*$`,
  );
  const studied = new RegExp(word(text.any(words.fieldStudied)), 'g');
  // "2 Jahre studiert (2021-2023, Master abgebrochen)": the dates in the studies' bracket (81c W2).
  const studiesBracket = new RegExp(`${word(text.any(words.fieldStudied))}\\s*\\(\\s*$`);
  const apart = new RegExp(`[,;:()]|\\s${text.any(words.joiners)}\\s`);
  const workIn = workFinder(words, text);
  return (sentence: string) => {
    const studiedAt = [...sentence.matchAll(studied)].map((match) => match.index);
    const workAt = studiedAt.length ? workIn(sentence) : [];
    const afterStudy = (at: number) =>
      studiedAt.some(
        (index) =>
          index < at &&
          !apart.test(sentence.slice(index, at)) &&
          !workAt.some((work) => work > index && work < at),
      );
    return (at: number) =>
      ofStudy.test(sentence.slice(at)) ||
      studiedAfter.test(sentence.slice(at)) ||
      studyBefore.test(sentence.slice(0, at)) ||
      studiesBracket.test(sentence.slice(0, at)) ||
      ((studyFar.test(sentence.slice(0, at)) || fieldBracket.test(sentence.slice(0, at))) &&
        !workAfter.test(sentence.slice(at))) ||
      afterStudy(at);
  };
}

/**
 * Whether a duration's years were no professional work ("worked 2 years as an au pair", "I've
 * been an au pair for 2 years"): a word for it follows right after them, or stands nearer than
 * the nearest word for work; or a course's length (`courseLengthFinder`).
 */
function notWorkFinder(words: ProfileWords, text: ProfileText) {
  const notWork = new RegExp(word(text.any(words.notWork)), 'g');
  const courseLength = courseLengthFinder(words, text);
  // "… als Softwareentwickler gearbeitet, seit 2022 arbeite ich im Callcenter" (76c): beside an
  // occupation of the check's, a job of another field right after is no work in the field.
  const { otherJob, listed } = otherJobBesideListed(words, text);
  return (sentence: string) => {
    const notWorkAt = [...sentence.matchAll(notWork)].map((match) => match.index);
    const otherJobAt = listed(sentence)
      ? [...sentence.matchAll(otherJob)].map((match) => match.index)
      : [];
    const ofCourse = courseLength(sentence);
    return (at: number, workDistance: number) =>
      ofCourse(at) ||
      otherJobAt.some((index) => index > at && wordsBetween(sentence, at, index) <= notWorkReach) ||
      notWorkAt.some((index) => {
        const distance = wordsBetween(sentence, at, index);
        return (index > at && distance <= notWorkReach) || distance <= workDistance;
      });
  };
}

/**
 * The sentences of a message: a duration and its word for work are said in one. A point between
 * digits ("2.5 years", "45.630 €") is part of a number, not a sentence's end, nor is the point of
 * "about" shortened (`about`: "Erfahrung ca. 8-10 Jahre", "aprox. 5 años").
 */
export function sentenceFinder(words: ProfileWords, text: ProfileText) {
  const notAbout = `(?<!${word(text.any(words.about))})`;
  const end = new RegExp(`[;!?]+|(?<!\\d)${notAbout}\\.+|${notAbout}\\.+(?!\\d)`);
  return (message: string) => message.split(end);
}

/**
 * Where a sentence names work, but not where it denies it, nor inside a job offer: in "técnica
 * de 3 años, sin experiencia laboral" the three years are the training's; in "41 años, sin
 * oferta de trabajo" the "trabajo" is the offer's, not work done, so the age is no experience.
 */
function workSaid(sentence: string, work: RegExp, notWorkDone: readonly RegExp[]): number[] {
  const spans = notWorkDone.flatMap((pattern) =>
    [...sentence.matchAll(pattern)].map((match) => ({
      from: match.index,
      to: match.index + match[0].length,
    })),
  );
  return [...sentence.matchAll(work)]
    .map((match) => match.index)
    .filter((index) => !spans.some(({ from, to }) => index >= from && index < to));
}

/** The duration that reads as the experience, where and how it was said. */
type Reading = Omit<Found, 'at'> & {
  distance: number;
  ofExperience: boolean;
  sentence: string;
  range?: DatedYears;
};
/**
 * "Less than N years": when every band below N is the same ("menos de 2 años": none), that band;
 * otherwise the years are not known, only that they are fewer than N: the reply gives what is
 * certain and asks for them, never assuming N - 1.
 */
function fewerThan(below: number, period: number | undefined): StatedProfile {
  const most = experienceBand(below - justBelow, period);
  return most === experienceBand(0, period)
    ? { experience: most }
    : { experienceBelow: below, experienceAtMost: most };
}

/**
 * Where a sentence names work in the field: a word for work not denied, or years "as" an
 * occupation ("3 years as a production planner", "2 años como enfermera"). Work in another field
 * ("desde entonces trabajo en otra cosa", "seit 2021 arbeite ich fachfremd") is no work in the
 * field: its word for work counts for nothing.
 */
export function workFinder(words: ProfileWords, text: ProfileText): (sentence: string) => number[] {
  const work = new RegExp(word(text.any(`${words.experience},${words.work}`)), 'g');
  const durationAs = new RegExp(
    `${durationPattern(words, text).source}\\s+${word(text.any(words.workAs))}`,
    'g',
  );
  // "Kein Job, 33 Jahre", "sin trabajo": a word for work denied marks no years of work either.
  // Only right before it: in "ohne Studium und arbeite seit 2023" the "ohne" is the degree's.
  const workDenied = word(`${text.any(words.negations)}\\s+${text.any(words.work)}`);
  const deniedAll = new RegExp(`${experienceDenied(words, text).source}|${workDenied}`, 'g');
  const offer = new RegExp(word(text.any(words.jobOffer)), 'g');
  // "Estuve 1 año en Alemania con visa de trabajo", "a working holiday visa": a stay's title.
  const stayTitle = new RegExp(word(text.any(words.stayTitles)), 'g');
  const otherField = new RegExp(
    `^[^\\s.,;!?]+(?:\\s+[^\\s.,;!?]+){0,${notWorkReach}}?\\s+${word(text.any(words.otherField))}`,
  );
  // "7 years in a hospital", "8 years ICU": a duration right before a place of work is work there.
  const durationAt = new RegExp(
    `${durationPattern(words, text).source}\\s+(?:${text.any(words.workPlaceBefore)}\\s+(?:[^\\s.,;!?]+\\s+){0,2}?)?${word(text.any(words.workPlaces))}`,
    'g',
  );
  // "5 years in IT in the last 7", "4 años en ventas en los últimos 6": a duration in something
  // that a period of the last years bounds is work, unless the something is Germany (a stay).
  const durationInWindow = new RegExp(
    `${durationPattern(words, text).source}\\s+${text.any(words.workPlaceBefore)}\\s+(?:[^\\s\\d.,;!?]+\\s+){1,2}?${word(text.any(words.window))}`,
    'g',
  );
  // "Seit 2016 im Kindergarten", "since 2019 at a hospital": a start year, then a place of work.
  const sinceAt = new RegExp(
    `${word(text.any(words.since))}\\s+(?:19[5-9]\\d|20\\d\\d)\\s+${text.any(words.workPlaceBefore)}\\s+(?:[^\\s.,;!?]+\\s+){0,2}?${word(text.any(words.workPlaces))}`,
    'g',
  );
  const germany = new RegExp(word(text.any(words.germanyNames)));
  // "Soy desarrollador backend desde 2022": the occupation one is, since a year, is work.
  const beingSince = new RegExp(
    `${word(text.any(words.beingAs))}\\s+(?:[^\\s\\d.,;!?]+\\s+){1,3}(?=${text.any(words.since)}\\s)`,
    'g',
  );
  // "Seit 12 Jahren Ärztin", "hace 12 años que soy médica": years, then the occupation held.
  const occupationNamed = occupationNamedFinder(words, text);
  const durationThen = new RegExp(
    `${durationPattern(words, text).source}((?:\\s+[^\\s\\d.,;!?()]+){1,3})`,
    'g',
  );
  const besideWork = workBesideFinder(words, text);
  return (sentence) => [
    ...[...sentence.matchAll(durationThen)]
      .filter((match) => occupationNamed(match.at(-1) ?? ''))
      .map((match) => match.index),
    ...besideWork(sentence),
    ...workSaid(sentence, work, [deniedAll, offer, stayTitle]).filter(
      (index) => !otherField.test(sentence.slice(index)),
    ),
    ...[
      ...sentence.matchAll(durationAs),
      ...sentence.matchAll(durationAt),
      ...sentence.matchAll(sinceAt),
    ].map((match) => match.index),
    ...[...sentence.matchAll(durationInWindow)]
      .filter((match) => !germany.test(match[0]))
      .map((match) => match.index),
    ...[...sentence.matchAll(beingSince)].map((match) => match.index + match[0].length),
  ];
}

/**
 * The duration of a message that reads as its experience: the one nearest a word for work, with
 * the range beside it that dates it.
 */
function bestReadingFinder(words: ProfileWords, text: ProfileText) {
  // "since 2019", "since March 2022", "desde marzo de 2022": up to two words (a month) between.
  // "Medizinstudium abgeschlossen 2012, seitdem als Allgemeinärztin tätig" (82c): since the year.
  const since = new RegExp(
    word(
      `${text.any(words.since)}\\s+(?:[^\\s\\d.,;!?]+\\s+){0,2}(19[5-9]\\d|20\\d\\d)|(19[5-9]\\d|20\\d\\d)[^\\d.;!?]{0,25}?${text.any(words.sinceThen)}`,
    ),
    'g',
  );
  const rangeIn = rangeFinder(words, text);
  const workIn = workFinder(words, text);
  const notWorkOf = notWorkFinder(words, text);
  const period = new RegExp(word(`${text.any(words.window)}\\s+(\\d{1,2})`));
  const durationsIn = datedDurationFinder(words, text);
  const ofPeriod = periodAfterOf(words, text);
  const ofExperience = experienceNounFinder(words, text, workReach);
  const dates = rangeDatesFinder(words, text, { work: workReach, beside: besideReach });
  const courseLength = courseLengthFinder(words, text);
  const inSequence = sequenceFinder(words, text);
  const sentences = sentenceFinder(words, text);
  return (message: string, year: number): Reading | undefined => {
    let best: Reading | undefined;
    for (const sentence of sentences(message)) {
      const workAt = workIn(sentence);
      if (!workAt.length) continue;
      // "(2 años de instituto), trabajo desde 2016", "estudié … 2 años, trabajo hace 8 años": a
      // course's length is no work, nor the duration of a start year or a word for work beside it.
      const ofCourse = courseLength(sentence);
      const durations = durationsIn(sentence).filter(({ at }) => !ofCourse(at));
      // "4 years (2021 to 2025)", "3 años … entre 2018 y 2021": the range beside the years says
      // when they lie, and the windows count them back from today; a course's is no work.
      const ranges = rangeIn(sentence, year).filter(({ at }) => !ofCourse(at));
      const found: Found[] = [
        ...durations,
        ...sinceYears(sentence, since, durations, year),
        ...ranges.map(({ at, held }) => ({ at, years: held, dated: true })),
      ];
      const isNotWork = notWorkOf(sentence);
      // "Un programador de 33 años … 4 años de experiencia en los últimos 6": more years than the
      // sentence's period are an age, not the experience in it.
      const span = Number(period.exec(sentence)?.[1] ?? Infinity);
      const someFit = found.some(({ years: worked }) => worked <= span);
      const claimed = claimedBefore(sentence, found);
      const accepted: (Found & Said)[] = [];
      const dating = rangeOfYearsSaid(ranges, durations, (from, to) => dates(sentence, from, to));
      for (const { at, years: worked, below, dated } of found) {
        if (dating(at)) continue;
        const free = (index: number) => !claimed(index, at);
        const distance = Math.min(
          ...workAt.filter(free).map((index) => wordsBetween(sentence, at, index)),
        );
        if (isNotWork(at, distance) || (someFit && worked > span) || ofPeriod(sentence, at))
          continue;
        const said = { distance, ofExperience: ofExperience(sentence, at, free) };
        // A range read as the years is its own date; other years take the range beside them.
        const range =
          ranges.find((own) => dated && own.at === at) ??
          ranges.find((beside) => dates(sentence, at, beside.at));
        if (distance <= workReach && !range)
          accepted.push({ at, years: worked, below, dated, ...said });
        if (distance <= workReach && closer(said, best)) {
          best = { years: worked, below, dated, ...said, sentence, range };
        }
      }
      // Stretches told one after the other add up, and are read as the nearest of them.
      const chain = inSequence(sentence, accepted);
      if (chain.length >= 2) {
        const said = chain.reduce((nearest, stretch) =>
          closer(stretch, nearest) ? stretch : nearest,
        );
        const { distance, ofExperience } = said;
        if (best?.sentence === sentence || closer(said, best)) {
          const years = chain.reduce((sum, stretch) => sum + stretch.years, 0);
          best = { years, distance, ofExperience, sentence };
        }
      }
    }
    return best;
  };
}

/** `experienceReader` for a message that tells one period of work. */
export function onePeriodReader(words: ProfileWords, text: ProfileText): Reader {
  const bestReading = bestReadingFinder(words, text);
  const period = new RegExp(word(`${text.any(words.window)}\\s+(\\d{1,2})`));
  // "Noch keine Arbeit" after years of study: never worked yet (76c W3). "Kein Job" alone may
  // be a job lost, and says nothing of the years before.
  const neverWorked = word(text.any(words.neverWorked));
  const denied = new RegExp(`${experienceDenied(words, text).source}|${neverWorked}`);
  const withPart = partBandFinder(words, text);
  const endedAgo = endedAgoFinder(words, text);
  const idleWindow = idleWindowFinder(words, text);
  // "Worked 3 of the last 7 years, long ago": not two of them in the last five.
  const longAgo = text.has(words.longAgo);
  const earlier = (band: Experience, message: string): Experience =>
    band === 'threeOfSeven' && longAgo(message) ? 'threeOfSevenEarlier' : band;
  return (message, _parts, year) => {
    const best = bestReading(message, year);
    if (best?.range && best.below === undefined) {
      return { experience: datedBand(best.range, best.years, year) };
    }
    const paused = best && best.below === undefined && idleWindow(best.sentence, best.years, year);
    if (paused) return { experience: paused };
    // "5 de los últimos 7 años trabajando … viví 1 año en Alemania": the share of a period (not
    // a part of another) is the experience told, unless years are said of experience itself,
    // and they fit the period: "8 years of experience (5 of the last 7)" tells the five.
    const share = withPart.sharesIn(message).find(({ at }) => !withPart.isPart(message, at));
    if (share && (!best?.ofExperience || best.years > share.period)) {
      return {
        experience: earlier(withPart(experienceBand(share.years, share.period), message), message),
      };
    }
    const ended = best && best.below === undefined && endedAgo(best.sentence, best.years, year);
    if (ended) return { experience: ended };
    if (best) {
      // A period in another sentence shorter than the years told ("visited Germany … in the last
      // 4 years. … 6 years experience", 125b c18) is some other thing's.
      const elsewhere = period.exec(message);
      const within =
        period.exec(best.sentence) ??
        (elsewhere && Number(elsewhere[1]) >= best.years ? elsewhere : null);
      const inPeriod = within ? Number(within[1]) : undefined;
      if (best.below !== undefined) return fewerThan(best.below, inPeriod);
      const experience = earlier(
        withPart(experienceBand(best.years, inPeriod), best.sentence),
        message,
      );
      // "8 years as a developer": counted as recent, which the reply says it assumes; "long ago"
      // leaves them undated, to be asked.
      const undated = inPeriod === undefined && !best.dated && experience !== 'none';
      if (undated && longAgo(message)) return {};
      return undated ? { experience, experienceUndated: true } : { experience };
    }
    return denied.test(message) ? { experience: 'none' } : {};
  };
}
