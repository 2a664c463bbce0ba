import type { StatedProfile } from './profile';
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
 * The visitor's occupation and its flags: the one the message names outside the job's title,
 * else the one read with the title, weighed against the degree's field.
 */
export function visitorOccupationReader(
  occupation: Reader,
  withoutTitle: (message: string) => string,
  degreeField: (held: string) => StatedProfile,
  shortageDenied: (held: string) => boolean,
) {
  return (held: string, parts: string[], year: number, degreeHeld: boolean) => {
    const ownJob = occupation(withoutTitle(held), parts, year);
    const stated = ownJob.occupation
      ? ownJob
      : titleOccupation(occupation(held, parts, year), degreeHeld);
    return fieldOrJob(degreeField(held), stated, shortageDenied(held));
  };
}
