import { figureFor } from '../../src/config/germanRules';
import { formatEuro } from '../../src/i18n/formatEuro';
import type { Locale } from '../../src/i18n/locales';
import { interpolate } from '../../src/shared/chat/text';
import {
  evaluatePathway,
  resultOf,
  type Condition,
  type PathwayId,
  type PathwayResult,
  type WeighedAnswers,
} from '../../src/shared/germanyCheck/pathways';
import type { BlueCardCopy } from './blueCardCopy';
import { routeAnswers } from './caseAnswers';
import type { StatedProfile } from './profile';

/**
 * A degree whose year the message does not give may have been earned in the last three years,
 * and then § 18g (1) sentence 2 AufenthG asks the lower threshold: a salary between the two
 * (€50,000 in 2026) is not enough with the regular one but would be with the lower one. The
 * salary row is then "to show", never "missing", and the reply asks when the degree was earned.
 */
export function withGraduateThreshold(
  id: PathwayId,
  answers: WeighedAnswers,
  profile: StatedProfile,
  year: number,
  result: PathwayResult,
): PathwayResult {
  if (!graduationOpen(id, answers, profile)) return result;
  const regular = result.conditions.find((condition) => condition.id === 'blueCardSalary');
  if (regular?.state !== 'unmet') return result;
  const graduate = { ...routeAnswers(id, answers, profile), recentGraduate: true };
  const lower = evaluatePathway(id, graduate, year).conditions.find(
    (condition) => condition.id === 'blueCardReducedSalary',
  );
  if (lower?.state !== 'met') return result;
  return resultOf(
    id,
    result.conditions.map((condition) =>
      condition === regular ? { ...condition, state: 'toProve' as const } : condition,
    ),
  );
}

/** The Blue Card weighed with a degree whose year is not given. */
const graduationOpen = (id: PathwayId, answers: WeighedAnswers, profile: StatedProfile) =>
  id === 'blueCard' &&
  answers.qualification === 'degree' &&
  profile.recentGraduate === undefined &&
  profile.degree !== false;

/**
 * Whether a reply must ask when the degree was earned: a Blue Card whose regular salary row is
 * "to show" only because the lower threshold of a recent degree may apply, or one whose minimum
 * salary is asked ("Welches Mindestgehalt, wenn der Kandidat ein Berufsanfänger ist?"), which
 * the degree's year may lower.
 */
export const graduationAsked = (profile: StatedProfile, results: readonly PathwayResult[]) =>
  profile.recentGraduate === undefined &&
  (profile.salary !== undefined || profile.salaryAsked === true) &&
  results.some(
    (result) =>
      result.id === 'blueCard' &&
      result.open &&
      result.conditions.some(
        (condition) => condition.id === 'blueCardSalary' && condition.state === 'toProve',
      ),
  );

/**
 * The regular salary row marked "to show" only because a degree of the last three years may
 * apply: it says what is open, the degree's year, and that the salary stated misses the regular
 * threshold, so €50,000 never reads as if it could pass €50,700. Otherwise none.
 */
export function graduationRow(
  condition: Condition,
  profile: StatedProfile,
  copy: BlueCardCopy,
  lng: Locale,
  year: number,
): string | undefined {
  const open =
    condition.id === 'blueCardSalary' &&
    condition.state === 'toProve' &&
    profile.recentGraduate === undefined;
  const standard = figureFor('blueCardSalary', year);
  if (!open || profile.salary === undefined || profile.salary >= standard.amount) return undefined;
  const when = standard.year === year ? copy.when.current : copy.when.latest;
  return interpolate(copy.graduationOpen, {
    salary: formatEuro(lng, profile.salary),
    standard: formatEuro(lng, standard.amount),
    reduced: formatEuro(lng, figureFor('blueCardReducedSalary', year).amount),
    when: interpolate(when, { year: String(standard.year) }),
  });
}
