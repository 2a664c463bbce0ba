import {
  resultOf,
  type ConditionId,
  type PathwayId,
  type PathwayResult,
} from '../../src/shared/germanyCheck/pathways';
import type { StatedProfile } from './profile';

/**
 * The rows a fact the visitor states against them misses, whatever else the message says: a
 * degree found not comparable, the Blue Card's and § 18b's degree (§ 18g (1), § 18b (1)
 * AufenthG: "missing", not "to show" as for a degree not checked yet); a job said not to fit the
 * degree, the Blue Card's job (§ 18g (1); §§ 18a/18b and § 19c (2) take any qualified work), and
 * the IT route's unless it is titled in IT (§ 18g (2)); a
 * helper's job, §§ 18a/18b's (no qualified employment, § 2 (12b) AufenthG); work
 * as a Rechtsanwalt, the recognition partnership (§ 16d (3)), as no recognition leads to the bar;
 * no training contract yet, § 16a's (its (1) asks the training place).
 */
export const deniedRows = (profile: StatedProfile): ReadonlySet<ConditionId> =>
  new Set<ConditionId>([
    ...(profile.comparabilityDenied === true
      ? (['degreeRecognised', 'qualificationRecognised'] as const)
      : []),
    ...(profile.jobOutsideField === true ? (['matchingJobOffer'] as const) : []),
    ...(profile.jobOutsideField === true && profile.jobOccupation !== 'it'
      ? (['itJobOffer'] as const)
      : []),
    ...(profile.unskilledJob === true ? (['qualifiedJobOffer', 'jobOffer'] as const) : []),
    ...(profile.barAdmission === true ? (['partnershipAgreement'] as const) : []),
    ...(profile.trainingContract === false ? (['trainingContract'] as const) : []),
  ]);

/**
 * The rows a fact the visitor states they hold meets: an admission, a blocked account (§ 16b),
 * a recognition partnership agreed (§ 16d (3)).
 */
const heldRows = (profile: StatedProfile): ReadonlySet<ConditionId> =>
  new Set<ConditionId>([
    ...(profile.admissionHeld === true ? (['admission'] as const) : []),
    ...(profile.blockedAccountHeld === true ? (['blockedAccount'] as const) : []),
    ...(profile.partnershipAgreed === true ? (['partnershipAgreement'] as const) : []),
  ]);

/**
 * Job rows that are to show, not met: each route's, for a job supposed only to show what it must
 * pay; the qualified job's, for one below a degree; the fitting job's, for a title not read.
 */
const assumedRows = (profile: StatedProfile): ReadonlySet<ConditionId> =>
  new Set<ConditionId>([
    ...(profile.jobAssumed === true
      ? (['jobOffer', 'matchingJobOffer', 'qualifiedJobOffer', 'itJobOffer'] as const)
      : []),
    // A waiter's or a cashier's job is qualified employment only where it asks a training.
    ...(profile.jobBelowDegree === true ? (['qualifiedJobOffer'] as const) : []),
    // A title the words do not know ("als Projektmanager") may or may not fit the degree.
    ...(profile.jobTitleUnread === true ? (['matchingJobOffer'] as const) : []),
  ]);

/**
 * From 45, a salary under the floor with no pension provision, as the visitor says (§ 18 (2) 5).
 * With no salary stated ("What must we pay her?"), the floor may still be paid: to show.
 */
const pensionless = (profile: StatedProfile, condition: PathwayResult['conditions'][number]) =>
  profile.pensionDenied === true &&
  profile.salary !== undefined &&
  condition.id === 'olderWorkerPension' &&
  condition.state === 'toProve';

/** `deniedRows` marked missing, `heldRows` met, and `assumedRows` to show, in a route weighed. */
export function withStatedDenials(
  id: PathwayId,
  profile: StatedProfile,
  result: PathwayResult,
): PathwayResult {
  const denied = deniedRows(profile);
  const held = heldRows(profile);
  const assumed = assumedRows(profile);
  if (!denied.size && !held.size && !assumed.size && !profile.pensionDenied) return result;
  const stateOf = (condition: PathwayResult['conditions'][number]) =>
    denied.has(condition.id)
      ? 'unmet'
      : held.has(condition.id)
        ? 'met'
        : assumed.has(condition.id) && condition.state === 'met'
          ? 'toProve'
          : pensionless(profile, condition)
            ? 'unmet'
            : condition.state;
  return resultOf(
    id,
    result.conditions.map((condition) => ({ ...condition, state: stateOf(condition) })),
  );
}
