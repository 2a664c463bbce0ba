import { atLeast } from '../../src/shared/germanyCheck/answers';
import { opportunityCardPoints, pointsNeeded } from '../../src/shared/germanyCheck/points';
import { answersFrom } from './caseAnswers';
import { factsStated, type StatedProfile } from './profile';
import { pointsNotNeeded } from './pointsReply';

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
  // "¿Cuántos puntos tendría él?": the partner's own count is told too, where their facts tell
  // enough of it ("mi esposo se queda sin alemán" alone does not, 73a W4).
  const weighed = partnerWeighed(own, partnerOwn);
  // A partner said to meet the card whose facts count fewer points is told their count too.
  const doubted = own.partner === true && weighed.partnerPointsUnknown === true;
  const counted = (own.partnerAsked || doubted) && factsStated(partnerOwn) >= partnerFactsCounted;
  return counted ? withPartnerTotal(weighed, partnerOwn) : weighed;
}

/**
 * The partner's count told beside the visitor's: their own points, and the spouse's point the
 * visitor earns them where both apply (the visitor's partner point counted) and the visitor meets
 * the card's requirements too: a qualification, German A1 or English B2 and 6 points (100b
 * C17.1: "we both want the Opportunity Card … how many points do we each have?"). A partner
 * whose qualification is recognised or comparable needs none (126a c08).
 */
function withPartnerTotal(profile: StatedProfile, partner: StatedProfile): StatedProfile {
  const ownTotal = opportunityCardPoints(answersFrom(partner, ['opportunityCard'])).total;
  const visitorCounted = profile.partner === true && meetsCardAlone(profile);
  return {
    ...profile,
    partnerTotal: {
      points: ownTotal + (visitorCounted ? 1 : 0),
      visitorCounted,
      skilled: pointsNotNeeded(partner),
    },
  };
}

/**
 * Whether the visitor meets the card alone: as a skilled worker, or with a qualification, German
 * A1 or English B2 and 6 points without the one their partner earns them (two people who reach 6
 * only through each other are not counted as meeting the card).
 */
function meetsCardAlone(profile: StatedProfile): boolean {
  // A skilled worker gets the card with neither points nor languages (§ 20a (1) no. 1).
  if (pointsNotNeeded(profile)) return true;
  const { german = 'none', english = 'none' } = profile;
  const language = atLeast(german, 'A1') || atLeast(english, 'B2');
  const qualified = profile.degree === true || profile.vocational === true;
  const alone = answersFrom({ ...profile, partner: false }, ['opportunityCard']);
  return language && qualified && opportunityCardPoints(alone).total >= pointsNeeded;
}

/** Clears what was unknown of a partner left unsaid, once the partner is settled. */
export function forgetPartnerUnknowns(profile: StatedProfile) {
  delete profile.partnerUnsaid;
  delete profile.partnerPointsUnknown;
  delete profile.partnerLanguageUnknown;
}

/** The visitor's partner point, weighed from what the message tells of the partner. */
function partnerWeighed(stated: StatedProfile, partnerOwn: StatedProfile): StatedProfile {
  const answers = answersFrom(partnerOwn, ['opportunityCard']);
  if (stated.partnerUnmarried) return stated;
  const settled = (
    partner: Pick<StatedProfile, 'partner' | 'partnerUnqualified' | 'partnerNoLanguage'>,
  ) => {
    const said: StatedProfile = { ...stated, ...partner };
    forgetPartnerUnknowns(said);
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
  // "él … también A2" (116a c07): the language the partner's sentence seemed to lack is told.
  const languageTold = partnerOwn.german !== undefined || partnerOwn.english !== undefined;
  const open =
    stated.partnerLanguageUnknown && languageTold
      ? { ...settled({}), partnerPointsUnknown: true }
      : stated;
  // "podemos aplicar juntos?" (115a F7): a partner one point short reaches the card with the
  // spouse's point a visitor who meets it alone earns them (§ 20b (1) no. 12), and so counts.
  const earned = meetsCardAlone(stated) ? 1 : 0;
  const short = opportunityCardPoints(answers).total + earned < pointsNeeded;
  // "él cumple todo también" (122a c06f) after the partner's facts that count 4: what the facts
  // leave unsaid (a partial recognition, a stay) may add the rest, so the point is to show.
  const counted = factsStated(partnerOwn) >= partnerFactsCounted && !partnerOwn.recognised;
  if (open.partner === true && counted && short)
    return { ...stated, partner: false, partnerPointsUnknown: true, partnerUnsaid: true };
  if (!open.partnerPointsUnknown) return open;
  if (short) return open;
  return settled({ partner: true });
}
