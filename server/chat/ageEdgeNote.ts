import { interpolate } from '../../src/shared/chat/text';
import { ageReadingDecides, pointsNeeded } from '../../src/shared/germanyCheck/points';
import type { StatedProfile } from './profile';

/** How the chat reads § 20b's ages for a visitor of exactly 35 or 40 (`engine.points`). */
export interface AgeEdgeCopy {
  /** Said to a 35- or 40-year-old: how the check reads § 20b's ages, and that whole years give one more point. */
  ageEdge: string;
  /** Said after `ageEdge` where the point it speaks of would reach the card's minimum. */
  ageEdgeReaches: string;
}

/**
 * A visitor of exactly 35 or 40: the check counts the exact age, an authority may count whole
 * years and give one point more, and where that point reaches the card's minimum the reading
 * decides (95a 25, 26; 95c 23). Said wherever the points are counted, in the points' reply and
 * in the Opportunity Card's route (105a f03).
 */
export const ageEdgeLines = (profile: StatedProfile, total: number, copy: AgeEdgeCopy): string[] =>
  profile.ageOnEdge === undefined
    ? []
    : [
        interpolate(copy.ageEdge, { age: String(profile.ageOnEdge) }),
        ageReadingDecides(total)
          ? interpolate(copy.ageEdgeReaches, { needed: String(pointsNeeded) })
          : '',
      ].filter(Boolean);
