import type { StatedProfile } from './profile';

/** What the chat says of a stay in Germany it does not count (`engine.points`). */
export interface StayCopy {
  /** A tourist visit told: the point is for a legal stay of six months in the last five years. */
  stayNotCounted: string;
  /** A stay told too short or too long ago: the same rule, and that theirs falls short of it. */
  stayShortOrOld: string;
  /** A visit told with no length nor title (`stayUnsure`): what counts, asked, not counted. */
  stayUnsure: string;
}

/**
 * What a reply says of a stay it does not count: one that never counts (a tourist visit, too
 * short, too old), or one whose length and title were not said. Said wherever the points are
 * counted, in the points' reply and in the Opportunity Card's route (110a m11f).
 */
export function stayLines(profile: StatedProfile, copy: StayCopy): string[] {
  if (profile.stayNotCounted && profile.germanStay === false) {
    return [profile.stayNotCounted === 'tourist' ? copy.stayNotCounted : copy.stayShortOrOld];
  }
  return profile.stayUnsure && profile.germanStay === undefined ? [copy.stayUnsure] : [];
}
