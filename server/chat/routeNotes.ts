import {
  isLicenceRow,
  type ConditionId,
  type ConditionState,
  type PathwayResult,
  type WeighedAnswers,
} from '../../src/shared/germanyCheck/pathways';
import type { BlueCardCopy } from './blueCardCopy';
import type { StatedProfile } from './profile';

/**
 * What a route weighed for the visitor's case says after its verdict: what the rows name only in
 * general (the licence by name, a nurse's German), what may still change it (the floor from 45
 * waived), and what the rows leave out (the Blue Card's six-month term, not weighed unless
 * stated).
 */
export function notesAfterVerdict(
  result: PathwayResult,
  answers: WeighedAnswers,
  profile: StatedProfile,
  copy: BlueCardCopy,
): string[] {
  const notes: string[] = [];
  const has = (id: ConditionId, state?: ConditionState) =>
    result.conditions.some(
      (condition) => condition.id === id && (state === undefined || condition.state === state),
    );
  // An open card whose job offer names no term: § 18g (3) still asks one (96a N1, 97b m05).
  const termOpen = answers.jobOffer === true && answers.sixMonthContract === undefined;
  if (result.id === 'blueCard' && result.status !== 'missing' && termOpen)
    notes.push(copy.sixMonthTerm);
  // Its ways to reach B2 in Germany (§ 16d (1) and (3)) start from a nursing qualification: with
  // none, the note would offer them to one they are closed to (118a c14).
  const qualified = !has('nursingQualification', 'unmet');
  if (result.id === 'nursing' && has('germanB2', 'unmet') && qualified)
    notes.push(copy.nursingLicence);
  // A doctor's, dentist's or pharmacist's licence: the row names it in general, this by name.
  const licence = result.conditions.some((condition) => isLicenceRow(condition.id));
  if (profile.regulated === true && licence) notes.push(copy.regulatedLicence);
  // Said once, after the qualified worker's route (the nurse's, for a nurse).
  const qualifiedRoute = result.id === 'skilledWorker' || result.id === 'nursing';
  if (qualifiedRoute && has('olderWorkerPension', 'unmet')) notes.push(copy.olderSalaryWaiver);
  if (qualifiedRoute && profile.unskilledJob === true) notes.push(copy.unskilledJob);
  return notes;
}
