import { word, wordsBetween, type ProfileText, numberPhrases } from './profileText';
import type { StatedProfile } from './profile';
import type { ProfileWords } from './profileWords';
import { whoSpeaks } from './whoSpeaks';
import { blankPlaces, partnerParts, partnerPlaces } from './partnerPlaces';
import { monthBeforeYear } from './profileGraduationMonth';
import { levelFinder } from './profileLevels';
import { isContestedAge } from '../../src/shared/germanyCheck/points';
import {
  ageBand,
  bornAgeFinder,
  clauseAgePatterns,
  comingAgeFinder,
  otherUnitPattern,
  experienceNearPattern,
  hadYearsPattern,
  kinAgeFinder,
  listedYearsFinder,
  pensionAgeFinder,
  pensionYearsPattern,
  questionAgePattern,
} from './profileAgePatterns';

/** One reader of a message: what it states of one kind of fact. */
/** `year`: the year the case is weighed in, so "graduated in 2024" can be counted back. */
/** Reads facts from a message, in a year and, when the caller knows it, a month (1 to 12). */
export type Reader = (text: string, parts: string[], year: number, month?: number) => StatedProfile;

/**
 * A reader that does not read the partner's places (`partnerPlaces`): "Ana is a nurse … Her
 * husband Luis is an electrician with 8 years of experience" tells Luis's experience, not Ana's.
 * The places are blanked, so what the reader finds keeps its place in the message.
 */
export function ownOnly(read: Reader, words: ProfileWords, text: ProfileText): Reader {
  const partnersAt = partnerPlaces(words, text);
  return (message, parts, year, month) =>
    read(blankPlaces(message, partnersAt(message, parts)), parts, year, month);
}

/**
 * "I'm 33", "tengo 37 años", "Die Kandidatin ist 34", "44, Berufsausbildung, …". An age said of
 * the partner ("My wife comes too. She is 38", "mi esposa, ella tiene 38") is not the visitor's.
 */
export function ageReader(words: ProfileWords, text: ProfileText): Reader {
  const find = ageFinder(words, text);
  // "Tengo más de 40", "über 40, Ingenieur", "over 45.": above 40, the band of 40 or over, and
  // from 45 only above 45; "más de 40 años de experiencia" is no age.
  const over = new RegExp(
    word(
      `${text.any(words.ageOver)}\\s+(\\d{2})(?![.,]?\\d)(?:\\s+${text.any(words.ageUnits)})?(?=\\s*(?:[,.;!?)]|$))`,
    ),
  );
  const candidate = new RegExp(word(text.any(words.candidate)));
  return (message, parts, year) => {
    const above = Number(over.exec(message)?.[1]);
    if (above >= 45) return { age: 'from40', from45: true };
    if (above >= 40) return { age: 'from40' };
    // "I'm an HR manager, 41 years old. Candidate: 46-year-old developer": the candidate's.
    const theirs = candidate.exec(message);
    const said = theirs ? find(message.slice(theirs.index), parts, year).facts : {};
    return said.age ? said : find(message, parts, year).facts;
  };
}

/** `ageReader`'s facts, with the age in years it read them from. */
/**
 * The facts of an age, with the age to come beside it. § 18 (2) no. 5 asks a salary floor from
 * 45: at 40 or over, say which side; turning 45 soon, the side depends on when the permit is
 * issued, so it stays open.
 */
function ageFacts(
  age: number,
  next: { nextAge?: number },
): { facts: StatedProfile; years: number } {
  const band = ageBand(age);
  const edge = isContestedAge(age) ? { ageOnEdge: age } : {};
  if (band !== 'from40') return { facts: { age: band, ...edge, ...next }, years: age };
  const from45 = next.nextAge === 45 ? {} : { from45: age >= 45 };
  return { facts: { age: band, ...edge, ...from45, ...next }, years: age };
}

export function ageFinder(words: ProfileWords, text: ProfileText) {
  // Two digits that are not the start of an amount ("is 48,000", "ist 45.000 €", "offers me
  // 45 mil per year", 70b W3).
  const alone = `(\\d{2})(?![.,]?\\d)(?!\\s*(?:€|k(?![a-z])|%|[-–]\\s*\\d|(?:mil|thousand|tausend)(?![a-z])))`;
  const ageAfter = new RegExp(word(`${alone}\\s*${text.any(words.ageUnits)}`), 'g');
  const ageBefore = new RegExp(word(`${text.any(words.agePrefixes)}\\s+${alone}`), 'g');
  // A list of facts that opens with the age, after a greeting too ("Hi! 31, chef …"): "30,
  // 3-year vocational training, English C1", or
  // holds it on its own between commas: "Informatikerin mit Diplom, 31, Angebot 4.000 €".
  const leading = /(?:^|^[^\s\d.,;!?]+[!.,]\s*)\s*(\d{2})\s*,(?!\d)/g;
  const listed = /(?<=,\s)(\d{2})(?=\s*,(?!\d))/g;
  // …or closes a sentence or a bracket after a comma: "I'm a nurse from Lima, 29.", "(BSN,
  // Philippines, 29)" (not "45.000 €").
  const closing = /(?<=,\s?)(\d{2})(?=\s*(?:[.!?](?!\d)|\)|$))/g;
  const [titled, ...clauseAlone] = clauseAgePatterns(words, text);
  const hadYears = hadYearsPattern(words, text, alone);
  // …or opens a bracket: "Ich (34) bin Lehrerin", "einen jungen Mann aus Bolivien (20, Abitur)".
  const bracketed = /(?<=\(\s*)(\d{2})(?=\s*[,)])/g;
  const listedYears = listedYearsFinder(words, text);
  const beforeApplying = text.has(words.beforeApplying);
  // An age still to come, up to three words on: "werde nächsten Monat 40", "werde aber vor
  // Visumerteilung 45", "turning 40 soon".
  const turning = new RegExp(
    word(`${text.any(words.turning)}\\s+(?:[^\\s\\d.,;!?]+\\s+){0,3}${alone}`),
    'g',
  );
  const experienceNear = experienceNearPattern(words, text);
  const pensionYears = pensionYearsPattern(words, text);
  const pensionAge = pensionAgeFinder(words, text);
  const otherUnit = otherUnitPattern(words, text);
  // "I'm 29 and have worked 6 years", "I'm 28 and I've worked in IT support for 3 years": the
  // work named after the age has a duration of its own, a few words on.
  const ownDuration = /^\s+(?:[^\s\d.,;!?]+\s+){0,5}\d/;
  const partnersAt = partnerPlaces(words, text);
  const ofKin = kinAgeFinder(words, text);
  const { comingAge, soonNext } = comingAgeFinder(words, text);
  const bornAge = bornAgeFinder(words, text);
  const ageAt = questionAgePattern(words, text, alone);
  // "aportes AFP desde hace 20 años" (113a 4b), "seit 20 Jahren": a length of time, no age.
  const lasting = new RegExp(`${word(text.any(words.lastingFor))}\\s*$`);
  // "No tengo 35, tengo 33", "ya no tengo 34, cumplí 36": an age denied is not the visitor's.
  const denied = new RegExp(`${word(text.any(words.negations))}\\s+(?:[^\\s\\d.,;!?]+\\s+)?$`);
  return (
    message: string,
    parts: readonly string[],
    year = new Date().getFullYear(),
  ): { facts: StatedProfile; years?: number } => {
    const places = partnersAt(message, parts);
    const partners = (at: number) => places.some(({ from, to }) => at >= from && at < to);
    const patterns = [
      ...[turning, ageAfter, ageBefore, hadYears, leading, listed, closing, bracketed, titled],
      ...clauseAlone,
      ageAt,
    ];
    if (listedYears.applies(message)) patterns.push(listedYears.age);
    for (const pattern of patterns) {
      for (const match of message.matchAll(pattern)) {
        const at = match.index + match[0].indexOf(match[1] ?? '');
        const said = message.slice(0, at);
        if (partners(at) || denied.test(said) || lasting.test(said)) continue;
        if (ofKin(message, match.index, match.index + match[0].length)) continue;
        if (pensionAge(message, at, Number(match[1]))) continue;
        const after = message.slice(match.index + match[0].length);
        const near = experienceNear.exec(after);
        const ownYears = near && !ownDuration.test(after.slice(near[0].length));
        if (ownYears || pensionYears.test(after) || otherUnit.test(after)) continue;
        const toCome = pattern === turning || soonNext(message.slice(0, at), after);
        const age = Number(match[1]) - (toCome ? 1 : 0);
        const band = ageBand(age);
        if (!band) continue;
        // "Turning 35 in May": the age to come, for what changes with it; "cumplo 35, antes de
        // presentar la solicitud" (86a W2): the age the application is weighed at.
        const coming = toCome ? age + 1 : comingAge(after, age);
        if (coming && beforeApplying(message)) return ageFacts(coming, {});
        return ageFacts(age, coming ? { nextAge: coming } : {});
      }
    }
    return bornAge(message, year);
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
  const theirParts = partnerParts(words, text);
  const { beforePartner } = whoSpeaks(words, text);
  return (message, parts, year) => {
    const theirs = theirParts(message, parts);
    let cursor = 0;
    const own = parts.flatMap((part) => {
      const at = message.indexOf(part, cursor);
      if (at >= 0) cursor = at + part.length;
      // "My German is B1 but my husband's is C1": a part naming the partner keeps what it says
      // of the visitor before turning to them.
      if (partner(part)) return [beforePartner(part)].filter(Boolean);
      return at >= 0 && theirs.has(at) ? [] : [part];
    });
    return levels(message, own, year);
  };
}

/** The Blue Card's lower threshold counts a degree earned in the last three years (§ 18g). */
const recentYears = 3;

/** A year a degree was earned in: "in 2024", "el 2013", "2019 abgeschlossen". */
const graduationYear = /(?<!\d)(19[5-9]\d|20\d\d)(?![\d.,])/g;

/**
 * How many words a degree's year may stand from the degree or the graduating: "finished my
 * master's in data science in Chile in 2024" is its year.
 */
const yearReach = 8;

/**
 * A degree earned in the last three years: "recent graduate", "graduated 2 years ago", "vor
 * einem Jahr meinen Master abgeschlossen", "finished my bachelor last year", "me gradué el año
 * pasado", "finished my master's in 2024" (counted back from
 * the year the case is weighed in), "vor zwei Jahren fertig geworden", "finished two years ago"
 * (a number written as a word is read as its digits). Said of a degree or graduating, in the
 * same part.
 */
/**
 * Parts with a year set apart right after them joined to it: "a master in data science from
 * Chile (2024)", "Master, 2024" (91b W4) tell the degree's year in a part of its own.
 */
const withYearAfter = (parts: readonly string[]) =>
  parts.map((part, at) => {
    const next = parts[at + 1] ?? '';
    return /^\s*(?:19|20)\d\d\s*$/.test(next) ? `${part} ${next}` : part;
  });

/**
 * A part that ends in a year, with its month set apart right after it, joined to the month and
 * the part that follows: "Ich habe 2023 (im Februar) meinen Master … abgeschlossen" (118c c26)
 * reads "Ich habe im Februar 2023 meinen Master … abgeschlossen".
 */
const withMonthAside = (
  parts: readonly string[],
  monthOf: (before: string) => number | undefined,
) => {
  const joined: string[] = [];
  for (let at = 0; at < parts.length; at += 1) {
    const [, before = '', year = ''] = /^(.*?)((?:19|20)\d\d)\s*$/s.exec(parts[at] ?? '') ?? [];
    const aside = (parts[at + 1] ?? '').trim();
    if (year && aside && aside.split(/\s+/).length <= 3 && monthOf(`${aside} `)) {
      joined.push(`${before}${aside} ${year} ${parts[at + 2] ?? ''}`);
      at += 2;
    } else joined.push(parts[at] ?? '');
  }
  return joined;
};

export function graduateReader(words: ProfileWords, text: ProfileText, intl: string): Reader {
  const recent = text.has(words.recentGraduate);
  const deniedBefore = (said: string) =>
    new RegExp(word(`${text.any(words.negations)}\\s+(?:[^\\s.,;!?]+\\s+){0,2}${text.any(said)}`));
  const recentDenied = deniedBefore(words.recentGraduate);
  // "No me titulé hace poco", "I did not graduate recently": said of the graduation.
  const latelyDenied = deniedBefore(words.lately);
  const graduated = text.has(`${words.graduated},${words.degree}`);
  // "A degree, it was recognised by the ZAB last year": the time is the recognition's.
  const [recognition, graduation] = [text.has(words.recognitionWords), text.has(words.graduated)];
  const graduatedAt = new RegExp(word(text.any(`${words.graduated},${words.degree}`)), 'g');
  const purpose = new RegExp(word(text.any(words.yearOfPurpose)));
  // A year within reach of a degree or a graduating word, with no purpose between them: in "a
  // recognised master's for a Blue Card in 2026" the year is the permit's.
  // Counted from the word's end: "me titulé de administradora de empresas en marzo de 2022".
  const ofDegree = (part: string, when: number, reach: number) =>
    [...part.matchAll(graduatedAt)].some(({ index, 0: said }) => {
      const at = when > index ? index + said.length : index;
      const between = part.slice(Math.min(at, when), Math.max(at, when));
      return wordsBetween(part, at, when) <= reach && !purpose.test(between);
    });
  const monthOf = monthBeforeYear(intl, text);
  // "Mi maestría de 2022 a 2024": of a degree's years, the last is when it was earned.
  const earnedIn = (part: string) =>
    [...part.matchAll(graduationYear)]
      .filter((match) => ofDegree(part, match.index, yearReach))
      .map((match) => ({ year: Number(match[1]), month: monthOf(part.slice(0, match.index)) }))
      .sort((a, b) => b.year - a.year)[0];
  // "Lately" anywhere in the part, but not for a purpose: in "un título comparable en anabin
  // para la Tarjeta Azul este año" the year is the permit's.
  const latelyAt = new RegExp(word(text.any(words.lately)), 'g');
  const earnedLately = (part: string) =>
    [...part.matchAll(latelyAt)].some((match) => ofDegree(part, match.index, Infinity));
  // "# years ago", "hace # años", "vor # Jahren": # is the number.
  const ago = new RegExp(word(numberPhrases(text, words.ago)));
  const agoMonths = new RegExp(word(numberPhrases(text, words.agoMonths)));
  // "If she graduated last year": a graduation supposed, after one of these words, is no fact,
  // unless it is all the message tells of a degree and a minimum salary is asked of it ("Welches
  // Mindestgehalt gilt, wenn unser Kandidat vor 2 Jahren seinen Abschluss gemacht hat?").
  const supposed = new RegExp(`${word(text.any(words.supposed))}.*$`);
  const minimumPay = text.has(`${words.payWords}`);
  const minimum = text.has(`${words.minimumWords}`);
  return (message, parts, year, month) => {
    const stated = parts.map((part) => part.replace(supposed, ' '));
    const askedOf = !stated.some(graduated) && minimumPay(message) && minimum(message);
    const said = askedOf ? parts : stated;
    // "Not a recent graduate", "no soy recién graduado", "kein Berufseinsteiger": denied.
    const denied = (part: string) =>
      recentDenied.test(part) || (graduated(part) && latelyDenied.test(part));
    if (said.some(denied)) return { recentGraduate: false };
    // "A recent graduate" beside the year of the degree: the year decides (§ 18g (1) sentence 2
    // counts three years from the degree), the label only where no year is given, and never
    // only supposed ("wenn der Kandidat ein Berufsanfänger … ist?").
    const labelled = stated.some(recent) ? { recentGraduate: true } : {};
    for (const part of withYearAfter(withMonthAside(said, monthOf))) {
      if (!graduated(part)) continue;
      const relative = !recognition(part) || graduation(part);
      if (relative && earnedLately(part)) return { recentGraduate: true };
      const years = relative ? ago.exec(part)?.slice(1).find(Boolean) : undefined;
      if (years) return { recentGraduate: Number(years) <= recentYears };
      // "Just finished my bachelor's 6 months ago", "me gradué hace 8 meses".
      const months = relative ? agoMonths.exec(part)?.slice(1).find(Boolean) : undefined;
      if (months) return { recentGraduate: Number(months) <= recentYears * 12 };
      const earned = earnedIn(part);
      if (!earned || earned.year > year) continue;
      // "October 2023", in November 2026: more than three years back, counted in months; in
      // the month three years back the day decides, which the message does not tell.
      if (earned.month && month) {
        const months = (year - earned.year) * 12 + month - earned.month;
        if (months < 0 || months === recentYears * 12) return {};
        return { recentGraduate: months < recentYears * 12 };
      }
      // A degree of 2023, in 2026: within the three years only if earned after today's date
      // three years back, which a year alone does not tell. Left open: the row is to show.
      if (year - earned.year === recentYears) return {};
      return { recentGraduate: year - earned.year < recentYears };
    }
    return labelled;
  };
}
