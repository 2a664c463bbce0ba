import { sentencesOf, word, type ProfileText } from './profileText';
import type { ProfileWords } from './profileWords';
import { trainingCompoundFinder } from './profileTrainingCompound';

/** A qualification takes two years at least (§ 2 (12a) AufenthG, § 20a): a course, fewer. */
const monthsInTwoYears = 24;

/**
 * "Un curso de cocina de 6 meses", "a 6-month cooking course", "ein Kurs von 8 Monaten": a
 * course of months is shorter than the two years a qualification asks.
 */
function shortCourseFinder(words: ProfileWords, text: ProfileText) {
  const course = text.any(words.course);
  const months = text.any(words.months);
  const shortCourse = new RegExp(
    word(
      `(?:${course}(?:\\s+[^\\s\\d.,;!?]+){0,5}\\s+(\\d{1,2})\\s+${months}|(\\d{1,2})[-\\s]${months}\\s+(?:[^\\s.,;!?]+\\s+){0,2}${course})`,
    ),
  );
  // "Un curso de alemán de 7 meses": a language course is no vocational training either; nor
  // is the adaptation course a recognition notice asks ("adaptation course 6 months", 81b C18).
  const language = new RegExp(word(`${text.any(words.languageCourse)}\\w*`));
  const measure = text.has(words.compensationMeasures);
  return (part: string) => {
    const found = shortCourse.exec(part);
    // The language may follow the course: "8 meses en un curso de alemán".
    return (
      found !== null &&
      Number(found[1] ?? found[2]) < monthsInTwoYears &&
      !language.test(part.slice(found.index)) &&
      !measure(part)
    );
  };
}

/**
 * A negation or limit up to two words before a phrase: "no vocational training", "not a
 * recognised degree", "solo tengo el bachillerato".
 */
const deniedBy = (text: ProfileText, before: string, copy: string) =>
  new RegExp(word(`${before}\\s+(?:[^\\s.,;!?]+\\s+){0,2}${text.any(copy)}`));

/**
 * The words that name a degree, to see it denied ("I don't have any degree", "keinen
 * Hochschulabschluss"). A word that also says how a degree compares ("anabin") or names its check
 * ("ZAB statement") is not the degree: "haven't checked anabin yet", "I haven't got a ZAB
 * statement" leave the bachelor's named before it.
 */
function degreeNames(words: ProfileWords, text: ProfileText): string {
  const checkWords = new Set(text.spelled(`${words.recognised},${words.degreeChecks}`));
  return text
    .spelled(words.degree)
    .filter((name) => !checkWords.has(name))
    .join(',');
}

/**
 * The words for a degree and for vocational training (or a compound that names it, "IT-Ausbildung"),
 * and a message's denial of either.
 */
export function qualificationWords(words: ProfileWords, text: ProfileText) {
  const negations = text.any(words.negations);
  const training = text.has(words.vocational);
  const compound = trainingCompoundFinder(words, text);
  const jobTitles = new RegExp(word(text.any(words.notTraining)), 'g');
  // "Título técnico", "technical degree": a training's name that holds a degree's word.
  const trainingNamed = new RegExp(word(text.any(words.vocational)), 'g');
  const degreeWord = text.has(words.degree);
  // "Estudié 3 años en un instituto técnico (título en provisión nacional)": beside a training,
  // a title named in general is that training's.
  const genericTitle = new RegExp(word(text.any(words.genericTitle)), 'g');
  const qualificationDenied = deniedBy(text, negations, words.qualified);
  const recognitionSaid = text.has(`${words.recognitionWords},${words.recognised}`);
  return {
    degree: (part: string) => {
      const rest = part.replace(trainingNamed, ' ');
      return degreeWord(training(part) ? rest.replace(genericTitle, ' ') : rest);
    },
    noDegree: text.has(words.noDegree),
    vocational: (part: string) => training(part.replace(jobTitles, ' ')) || compound.names(part),
    // "ich habe keine Ausbildung oder Titel" (86c W1): the plain word for training, denied.
    vocationalDenied: deniedBy(text, negations, `${words.vocational},${words.trainingItem}`),
    // "trabajo en ventas, no en ingeniería" (85a W1): a field denied, the work's, not the degree;
    // "einen in Deutschland nicht anerkannten Bachelor" denies its recognition.
    degreeDenied: deniedBy(
      text,
      `${negations}(?!\\s+(?:${text.any(words.placeWords)}|${text.any(words.recognitionWords)})\\s)`,
      degreeNames(words, text),
    ),
    // "Hat keinen Abschluss", "no tiene ningún título", "no qualification": neither a degree nor
    // training; "kein Abschluss anerkannt" denies the recognition, not the qualification.
    qualificationDenied: (part: string) => qualificationDenied.test(part) && !recognitionSaid(part),
  };
}

/**
 * The visitor's parts a denial of a degree is read from. "i have law degree … Blue card for IT
 * without degree?" asks about a route for those without one: beside a degree stated, the parts
 * of a question deny nothing (79b W4). "I have no degree, can I get the Blue Card?" still denies,
 * as no degree is stated.
 */
function deniableParts(degree: (part: string) => boolean) {
  return (message: string, parts: readonly string[]): readonly string[] => {
    const questions = sentencesOf(message).filter((sentence) => sentence.includes('?'));
    const asked = (part: string) => questions.some((question) => question.includes(part.trim()));
    const stated = parts.filter((part) => !asked(part));
    return stated.some(degree) ? stated : parts;
  };
}

/**
 * Whether the visitor denies holding a degree (`denied`) or any qualification (`noneHeld`). "My
 * husband … has no degree" denies his, not the visitor's (only the visitor's parts are weighed);
 * "we haven't checked her degree" leaves its recognition open (`unsettled`), not the degree;
 * studies left unfinished ("…, but I didn't finish my master's") are weighed apart
 * (`noQualificationFinder`), and those a later part leaves off are none (`studiesLeftOff`).
 */
export function degreeDenialFinder(
  words: ProfileWords,
  text: ProfileText,
  unsettled: (part: string) => boolean,
) {
  const { degree, noDegree, degreeDenied, qualificationDenied } = qualificationWords(words, text);
  const unfinished = text.has(words.studiesUnfinished);
  const deniableOf = deniableParts(degree);
  const deniedIn = (part: string) =>
    degreeDenied.test(part) && !unsettled(part) && !unfinished(part);
  const leftOff = studiesLeftOff(degree, unfinished);
  // "licenciado en administración … (sin título en informática)" (83a C11): a degree denied in a
  // field, beside one stated, denies that field's only.
  const inField = new RegExp(
    `${word(text.any(words.noDegree))}\\s+${text.any(words.fieldLinks)}\\s+[^\\s.,;!?()]+`,
    'g',
  );
  return (message: string, said: readonly string[], whole: string) => {
    const apart = (part: string) => part.replace(inField, ' ');
    const stated = said.some((part) => degree(apart(part)));
    const visitorParts = stated ? said.map(apart) : said;
    const held = stated ? apart(whole) : whole;
    const deniable = deniableOf(message, visitorParts);
    // The whole of what is held, unless a question's parts were set aside.
    const noDegreeSaid = deniable === visitorParts ? noDegree(held) : deniable.some(noDegree);
    const noneHeld = deniable.some(qualificationDenied);
    const left = leftOff(visitorParts, message);
    const allLeft = left.size > 0 && !visitorParts.some((part) => degree(part) && !left.has(part));
    return { noneHeld, denied: noDegreeSaid || noneHeld || deniable.some(deniedIn) || allLeft };
  };
}

/**
 * The parts whose studies a later part of their sentence says were left unfinished, naming no
 * degree of its own: "Ich habe 2021-2023 in Deutschland studiert (Studienkolleg + 2 Semester
 * BWL), dann abgebrochen" (79c V15). "Bachelor (Master abgebrochen)" names its own.
 */
function studiesLeftOff(degree: (part: string) => boolean, unfinished: (part: string) => boolean) {
  return (parts: readonly string[], message: string) => {
    const left = new Set<string>();
    let last: string | undefined;
    let cursor = 0;
    for (const part of parts) {
      const at = message.indexOf(part, cursor);
      if (at >= 0) {
        if (/[.!?]/.test(message.slice(cursor, at))) last = undefined;
        cursor = at + part.length;
      }
      if (unfinished(part) && !degree(part) && last) left.add(last);
      else if (degree(part)) last = part;
    }
    return left;
  };
}

/**
 * Whether the visitor holds no qualification, as with a school certificate alone: "I only have
 * a high school diploma" (whatever words stand between), a course of a few months with no degree
 * or training named, or a trade learned by working ("todo lo aprendí trabajando") with none
 * named. `own` is the message without its sentences on a partner, `held` without its goals.
 */
export function noQualificationFinder(words: ProfileWords, text: ProfileText) {
  const { degree, noDegree, vocational, vocationalDenied, degreeDenied } = qualificationWords(
    words,
    text,
  );
  const learnedOnJob = text.has(words.learnedOnJob);
  const unfinished = text.has(words.studiesUnfinished);
  // "Ich bin Anwältin …, Master abgebrochen": a profession that asks a degree holds one.
  const academic = text.has(words.academic);
  const contrast = new RegExp(word(text.any(words.contrast)));
  const saysSchoolOnly = text.has(words.schoolOnly);
  const schoolOnly = deniedBy(text, text.any(words.only), words.school);
  const courseOfMonths = shortCourseFinder(words, text);
  const leftOff = studiesLeftOff(degree, unfinished);
  // "Técnico en IT sin título, 10 años de experiencia" (104a m15): a trade named and, right
  // after it, said never certified is work, not training held; "sin título universitario" goes
  // on to deny a degree only.
  const untitled = new RegExp(
    `${word(`${text.any(words.vocational)}(?:\\s+[^\\s.,;!?]+){0,3}?\\s+${text.any(words.trainingUntitled)}`)}(?=\\s*(?:[.,;!?)]|$))`,
  );
  return (message: string, parts: readonly string[], own: string, held: string) => {
    const ownParts = parts.filter((part) => own.includes(part));
    const trainingNamed = parts.some((part) => vocational(part) && !vocationalDenied.test(part));
    const onlyCourse = ownParts.some(courseOfMonths) && !degree(held) && !trainingNamed;
    // "A bachelor in CS, but I didn't finish my master's", "Bachelor … (Master abgebrochen)": the
    // clause holds what was finished; "in Deutschland studiert (…), dann abgebrochen" leaves the
    // studies named before it unfinished.
    const finished = parts
      .filter((part) => held.includes(part) && !leftOff(parts, message).has(part))
      .flatMap((part) => part.split(contrast))
      .some((clause) => (degree(clause) || academic(clause)) && !unfinished(clause));
    const deniedIn = (part: string) => degreeDenied.test(part) && !unfinished(part);
    const degreeHeld = finished && !noDegree(message) && !parts.some(deniedIn);
    // "Estudié 3 años pero no terminé la carrera", "Studium abgebrochen": studies left unfinished
    // are no qualification, unless a training is named besides.
    // "Técnico en redes, autodidacta sin título": a training named is not held where the visitor
    // says they taught themselves and hold no title (70a W1).
    const selfTaught = learnedOnJob(own) && noDegree(message);
    const onlyWork =
      !degreeHeld &&
      (((learnedOnJob(own) || unfinished(own)) && (!trainingNamed || selfTaught)) ||
        untitled.test(own));
    return (
      ownParts.some((part) => schoolOnly.test(part)) ||
      saysSchoolOnly(own) ||
      onlyCourse ||
      onlyWork
    );
  };
}
