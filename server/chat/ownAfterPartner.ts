import type { HistoryTurn } from '../../src/shared/chat/protocol';
import type { LocaleKnowledge } from './knowledge';
import type { StatedProfile } from './profile';
import { profileText, word } from './profileText';
import { statesOwnFact } from './caseHistory';

/**
 * "Mein Mann ist 48 … Bekommt er die Blaue Karte?" then "Und ich bin Lehrerin, 44, Deutsch A1"
 * (119c d09f): after a case told of the partner, a message in the visitor's own words that tells
 * their own facts starts the visitor's case. The partner's offer, salary and recognition are not
 * hers (§ 18 (2) no. 1 AufenthG asks the job offer of the one who applies).
 */
export function ownAfterPartner(
  item: LocaleKnowledge,
  { spelled, history }: { spelled: string; history: readonly HistoryTurn[] },
  told: StatedProfile,
): boolean {
  if (told.partnerOwn !== undefined || !statesOwnFact(told) || !selfOf(item).test(spelled)) {
    return false;
  }
  const earlier = history
    .filter((turn) => turn.role === 'visitor')
    .map((turn) => item.readProfile(item.spelling(turn.text)));
  return (
    earlier.some((profile) => profile.partnerIsCase !== undefined) && !earlier.some(statesOwnFact)
  );
}

/** The visitor's words for themselves, as a pattern, built once per language. */
const selfPatterns = new WeakMap<LocaleKnowledge, RegExp>();
function selfOf(item: LocaleKnowledge): RegExp {
  const known = selfPatterns.get(item);
  if (known) return known;
  const pattern = new RegExp(word(profileText(item.spelling).any(item.engine.profile.self)));
  selfPatterns.set(item, pattern);
  return pattern;
}
