import { interpolate } from '../../src/shared/chat/text';
import { ageReadingDecides, pointsNeeded } from '../../src/shared/germanyCheck/points';
import type { StatedProfile } from './profile';

/** How the chat reads § 20b's ages for a visitor of exactly 35 or 40 (`engine.points`). */
export interface AgeEdgeCopy {
  /** Said to a 35- or 40-year-old: how the check reads § 20b's ages, and that whole years give one more point. */
  ageEdge: string;
  /** Said after `ageEdge` where the point it speaks of would reach the card's minimum. */
  ageEdgeReaches: string;
  /**
   * Said after the points a coming 35th or 40th birthday leaves ({{age}}, {{later}}): the check
   * counts the exact age, an authority counting whole years keeps the point until {{later}}.
   */
  birthdayEdge: string;
}

/** The ages at which § 20b (1) nos. 8 and 9 change the age's points. */
const edgeAges = new Set([35, 40]);

/**
 * A visitor of exactly 35 or 40: the check counts the exact age, an authority may count whole
 * years and give one point more, and where that point reaches the card's minimum the reading
 * decides (95a 25, 26; 95c 23). Said wherever the points are counted, in the points' reply and
 * in the Opportunity Card's route (105a f03). A visitor about to turn 35 or 40 hears the same of
 * the total after the birthday (`totalAfter`), which the reply gives beside it (110c tp1b).
 */
export function ageEdgeLines(
  profile: StatedProfile,
  total: number,
  copy: AgeEdgeCopy,
  totalAfter?: number,
): string[] {
  const reaches = (points: number) =>
    ageReadingDecides(points)
      ? interpolate(copy.ageEdgeReaches, { needed: String(pointsNeeded) })
      : '';
  if (profile.ageOnEdge !== undefined) {
    return [interpolate(copy.ageEdge, { age: String(profile.ageOnEdge) }), reaches(total)].filter(
      Boolean,
    );
  }
  const next = profile.nextAge;
  if (next === undefined || totalAfter === undefined || !edgeAges.has(next)) return [];
  const values = { age: String(next), later: String(next + 1) };
  return [interpolate(copy.birthdayEdge, values), reaches(totalAfter)].filter(Boolean);
}
