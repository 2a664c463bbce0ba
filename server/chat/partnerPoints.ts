import { atLeast } from '../../src/shared/germanyCheck/answers';
import { opportunityCardPoints, pointsNeeded } from '../../src/shared/germanyCheck/points';
import { answersFrom } from './caseAnswers';
import { factsStated, type StatedProfile } from './profile';

/** How many of the partner's facts a follow-up must tell for their own count to be given. */
const partnerFactsCounted = 3;

/**
 * A partner with a qualification and the card's language whose own stated facts reach the card's
 * 6 points meets its requirements, so their point counts (§ 20b (1) no. 11 AufenthG): "My
 * husband is also an engineer (degree, German B1, 34, 3 years experience)" has 7. Below 6, what
 * the message leaves out may still add some: the point stays to show, and is asked for. A
 * partner said to hold no qualification ("solo tiene bachillerato"), or neither German A1 nor
 * English B2, cannot meet them: refused.
 */
export function withPartnerCounted(profile: StatedProfile): StatedProfile {
  const { partnerOwn, ...own } = profile;
  if (!partnerOwn) return own;
  const answers = answersFrom(partnerOwn, ['opportunityCard']);
  // "¿Cuántos puntos tendría él?": the partner's own count is told too, where their facts tell
  // enough of it ("mi esposo se queda sin alemán" alone does not, 73a W4).
  const counted = own.partnerAsked && factsStated(partnerOwn) >= partnerFactsCounted;
  const stated = counted ? { ...own, partnerTotal: opportunityCardPoints(answers).total } : own;
  if (stated.partnerUnmarried) return stated;
  const settled = (
    partner: Pick<StatedProfile, 'partner' | 'partnerUnqualified' | 'partnerNoLanguage'>,
  ) => {
    const said: StatedProfile = { ...stated, ...partner };
    delete said.partnerPointsUnknown;
    delete said.partnerLanguageUnknown;
    delete said.partnerUnsaid;
    return said;
  };
  // "Solo tiene bachillerato", "Koch ohne Ausbildung": no qualification at all; "he has no
  // degree" may still have trained.
  const unqualified =
    partnerOwn.schoolOnly === true ||
    (partnerOwn.degree === false && partnerOwn.vocational === false);
  if (unqualified) return settled({ partner: false, partnerUnqualified: true });
  // "No German and English A2": neither German A1 nor English B2, which § 20a AufenthG asks.
  const noLanguage =
    partnerOwn.german === 'none' &&
    partnerOwn.english !== undefined &&
    !atLeast(partnerOwn.english, 'B2');
  if (noLanguage) return settled({ partner: false, partnerNoLanguage: true });
  if (!stated.partnerPointsUnknown) return stated;
  if (opportunityCardPoints(answers).total < pointsNeeded) return stated;
  return settled({ partner: true });
}
