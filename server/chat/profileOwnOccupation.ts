import type { Occupation } from '../../src/shared/germanyCheck/answers';
import type { StatedProfile } from './profile';
import type { Field } from './profileDegreeField';
import type { Reader } from './profileReaders';

/**
 * The visitor's occupation, where the message names none outside the job's title: the title's,
 * unless a degree is held ("a recognised economics degree … an offer as IT project manager"),
 * whose field the title does not tell; whether the job fits it is then the visitor's to show. A
 * nurse's post keeps its occupation: only a nurse is offered one.
 */
function titleOccupation(fromTitle: StatedProfile, degreeHeld: boolean): StatedProfile {
  if (!degreeHeld || fromTitle.occupation === 'nursing') return fromTitle;
  const rest = { ...fromTitle };
  delete rest.occupation;
  return rest;
}

/**
 * The occupation the message names wins over its degree's field, except where it is only on the
 * Blue Card's list: "química, título en ingeniería química" names an engineer, a shortage
 * occupation (the § 20b point), which the Blue Card's list alone is not. A field in short supply
 * said not to be ("Bachelor Elektrotechnik, kein Engpassberuf") is still on the Blue Card's list
 * (engineers, ISCO group 21), as the occupation said so is (`occupationReader`).
 */
function fieldOrJob(
  field: StatedProfile,
  job: StatedProfile,
  shortageDenied: boolean,
): StatedProfile {
  const listOnly = job.occupation === 'blueCardList' && field.occupation;
  const onList =
    shortageDenied && field.occupation === 'shortage' && (job.occupation ?? 'other') === 'other';
  return {
    ...field,
    ...job,
    ...(listOnly ? field : {}),
    ...(onList ? { occupation: 'blueCardList' as const } : {}),
  };
}

/**
 * Whether the degree's field and the occupation the visitor works in are two: "Licenciatura en
 * Administración … 6 años como desarrollador", "studied mechanical engineering … worked in sales".
 * An engineer's field and an occupation of the Blue Card's list name one profession in two
 * ways ("química, título en ingeniería química"), as `fieldOrJob` weighs them.
 */
/**
 * Whether the title of the work phrase is named beside it too ("contadora …, trabajo como
 * contadora"): its longest word, by its stem, so "Verkäuferin" and "Psychologin" are two.
 */
function namedBeside(phrase: string, beside: string) {
  const title = phrase.split(/\s+/).sort((a, b) => b.length - a.length)[0] ?? '';
  const stem = title.slice(0, Math.max(4, title.length - 3));
  return stem.length > 0 && beside.includes(stem);
}

/**
 * Whether a title shares a word with the rest of the message, by its stem: "ingeniera de
 * mantenimiento" beside "ingeniería mecánica" does, "Englischlehrer" beside "Maschinenbau" does
 * not.
 */
function sharesWord(title: string, beside: string) {
  return title
    .split(/[\s-]+/)
    .filter((piece) => piece.length >= 5)
    .some((piece) => beside.includes(piece.slice(0, Math.max(5, piece.length - 3))));
}

/** Whether every word of a work's title is named beside it ("engineer" in "systems engineer"). */
function namedWithin(title: string, beside: string) {
  const pieces = title.split(/[\s-]+/).filter((piece) => piece.length >= 5);
  return pieces.length > 0 && pieces.every((piece) => sharesWord(piece, beside));
}

/** The check's classes that hold many occupations: engineering, teaching, medicine, sciences. */
const mixedClasses: readonly Occupation[] = ['shortage', 'blueCardList'];

function differs(field: Occupation | undefined, worked: Occupation | undefined) {
  const oneList = (occupation: Occupation) =>
    occupation === 'shortage' || occupation === 'blueCardList';
  if (!field || !worked || field === worked) return false;
  return !(oneList(field) && oneList(worked));
}

/**
 * The occupation the visitor works in, read outside the degree's field: a name, where the whole
 * message names it too (a name cut by the field's words is none: "ingeniera de sistemas con
 * título" is no "ingeniera" beside an IT degree), or work in another field (`otherWork`).
 */
function workedIn(
  outsideField: StatedProfile,
  ownJob: StatedProfile,
  otherWork: (held: string) => boolean,
  outside: string,
): Occupation | undefined {
  const named = outsideField.occupation;
  if (named) return named === ownJob.occupation ? named : undefined;
  return otherWork(outside) ? 'other' : undefined;
}

/**
 * The visitor's occupation and its flags: the one the message names outside the job's title,
 * else the one read with the title, weighed against the degree's field. Where the visitor works
 * in another field than the degree's, the occupation is the work's and the degree's field is kept
 * apart (`qualificationField`): § 20b AufenthG gives its points by the qualification, § 18g (2)
 * its IT specialists' route by the work.
 */
export interface OccupationFinders {
  /** The occupation a text names (`occupationReader`). */
  occupation: Reader;
  /** Every occupation a text names, in the order the reader weighs them. */
  namesIn: (held: string) => Occupation[];
  withoutTitle: (message: string) => string;
  degreeField: (held: string) => Field;
  shortageDenied: (held: string) => boolean;
  otherWork: (held: string) => boolean;
  workPhrase: (held: string) => string | undefined;
  workTitle: (phrase: string) => string;
  /** Whether a contrast word sets the work phrase against what came before ("aber", "pero"). */
  contrasted: (held: string, phrase: string) => boolean;
  /** Whether a text names a profession that asks a degree ("abogada", "Anwältin"). */
  academicIn: (held: string) => boolean;
}

export function visitorOccupationReader(find: OccupationFinders) {
  const { occupation, namesIn, withoutTitle, degreeField, shortageDenied } = find;
  const { otherWork, workPhrase, academicIn, workTitle, contrasted } = find;
  // `academic`: a profession that asks a degree is named ("ingeniera industrial titulada").
  return (held: string, parts: string[], year: number, degreeHeld: boolean, academic = false) => {
    const ownJob = occupation(withoutTitle(held), parts, year);
    // Only an occupation of the check's own is surely the visitor's: "other" is read of an
    // employer's name too ("eine IT-Firma").
    const ownNamed = ownJob.occupation && ownJob.occupation !== 'other';
    const stated = ownJob.occupation
      ? { ...ownJob, ...(ownNamed ? { occupationOwn: true } : {}) }
      : titleOccupation(occupation(held, parts, year), degreeHeld);
    const { field, rest } = degreeField(held);
    // A field of none of the check's occupations (business, law) names no occupation of its own.
    const fieldNames = field && field !== 'other' ? { occupation: field } : {};
    const denied = shortageDenied(held);
    const own = fieldOrJob(fieldNames, stated, denied);
    // "Bachelor Elektrotechnik, kein Engpassberuf" denies the field a shortage: no other work.
    if (denied) return own;
    // Outside the job's title: "the job is as a sales representative" is no work done.
    const outside = withoutTitle(rest);
    const phrase = workPhrase(outside);
    if (phrase) {
      // "Soy bióloga (licenciatura) pero trabajo como desarrolladora": the work's title names
      // the work, and with a degree held another occupation named outside it names the
      // degree's (the job offered, in the same field as the work, is none).
      const work =
        occupation(phrase, parts, year).occupation ?? (otherWork(phrase) ? 'other' : undefined);
      const beside = outside.replace(phrase, ' ');
      const names = namesIn(beside);
      // "Soy abogada pero trabajo como desarrolladora": a profession of none of the check's
      // occupations names the degree's field all the same, as another one.
      const besides =
        names.find((named) => named !== work) ??
        (names.length === 0 && academicIn(beside) ? 'other' : undefined);
      const degreeOf = field ?? (degreeHeld || academic ? besides : undefined);
      const elsewhere = held.replace(phrase, ' ');
      // "systems engineer …, worked 2 years as engineer" (112b c18): a title the degree's own
      // name before it holds whole is the degree's profession, not another field.
      const before = held.slice(0, Math.max(0, held.indexOf(phrase)));
      if (differs(degreeOf, work) && !namedWithin(workTitle(phrase), before))
        return { ...own, occupation: work, qualificationField: degreeOf };
      // "Psychologin, arbeite aber seit 6 Jahren als Verkäuferin" (77c W5): two occupations off the
      // check's lists, the work set against the degree and its title named nowhere beside it;
      // "lic. en auditoría financiera, trabajo como contador" (85a W2) sets none against it.
      const setAgainst = contrasted(outside, phrase);
      if (
        degreeOf === 'other' &&
        work === 'other' &&
        setAgainst &&
        !namedBeside(phrase, elsewhere)
      ) {
        return { ...own, occupation: work, experienceOutsideField: true };
      }
      // "Maschinenbau studiert, arbeite aber seit 2017 als Englischlehrer" (79c W2): one class of
      // many occupations, the work set against the degree and its title sharing no word with it.
      const setApart = setAgainst && !sharesWord(workTitle(phrase), elsewhere);
      if (work && degreeOf === work && mixedClasses.includes(work) && setApart) {
        return { ...own, occupation: work, experienceOutsideField: true };
      }
    }
    const worked = workedIn(occupation(outside, parts, year), ownJob, otherWork, outside);
    return differs(field, worked) ? { ...own, occupation: worked, qualificationField: field } : own;
  };
}
