import { opportunityCardPoints, pointsNeeded } from '../../src/shared/germanyCheck/points';
import { answersFrom } from './caseRoutes';
import type { StatedProfile } from './profile';

/**
 * A partner with a qualification and the card's language whose own stated facts reach the card's
 * 6 points meets its requirements, so their point counts (§ 20b (1) no. 11 AufenthG): "My
 * husband is also an engineer (degree, German B1, 34, 3 years experience)" has 7. Below 6, what
 * the message leaves out may still add some: the point stays to show, and is asked for.
 */
export function withPartnerCounted(profile: StatedProfile): StatedProfile {
  const { partnerOwn, ...stated } = profile;
  if (!stated.partnerPointsUnknown || !partnerOwn) return stated;
  const { total } = opportunityCardPoints(answersFrom(partnerOwn, ['opportunityCard']));
  if (total < pointsNeeded) return stated;
  const counted: StatedProfile = { ...stated, partner: true };
  delete counted.partnerPointsUnknown;
  delete counted.partnerUnsaid;
  return counted;
}
