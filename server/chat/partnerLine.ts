import type { StatedProfile } from './profile';

/** Why a partner's Opportunity Card point (§ 20b (1) no. 11 AufenthG) is or is not counted. */
export interface PartnerCopy {
  /** A partner mentioned who is not said to meet the card's requirements: why no point. */
  partnerNotCounted: string;
  /** A partner said to hold no qualification: the card asks one of them too, so no point. */
  partnerUnqualified: string;
  /** A partner said to have neither German A1 nor English B2: the card asks one of them too. */
  partnerNoLanguage: string;
  /** A partner the visitor is not married to: the card counts spouses and registered partners. */
  partnerUnmarried: string;
  /** A partner whose qualification is said but not their languages: the point is asked for. */
  partnerLanguageAsked: string;
  /** A partner with a qualification and a language: the card also asks 6 points of their own. */
  partnerPointsAsked: string;
}

/**
 * Why a partner's point is not counted, and what would count it. A partner the visitor says does
 * not come, or no partner at all ("Mi esposo no viene conmigo", "I have no partner"), needs no
 * line: no requirement of theirs is in doubt.
 */
export const partnerLine = (profile: StatedProfile, copy: PartnerCopy): string =>
  profile.partnerUnmarried
    ? copy.partnerUnmarried
    : profile.partnerUnqualified
      ? copy.partnerUnqualified
      : profile.partnerNoLanguage
        ? copy.partnerNoLanguage
        : profile.partnerPointsUnknown
          ? copy.partnerPointsAsked
          : profile.partnerLanguageUnknown
            ? copy.partnerLanguageAsked
            : profile.partnerUnsaid
              ? copy.partnerNotCounted
              : '';
