import { partnerPronoun } from './partnerPronoun';
import type { StatedProfile } from './profile';
import { partnerQualifier, partnerSaid } from './profilePartner';
import { whoSpeaks } from './whoSpeaks';
import type { ProfileText } from './profileText';
import type { ProfileWords } from './profileWords';
import type { SpellingMap } from './spelling';

/** The partner's facts that a point refused, asked for or settled clears. */
const noPartner: StatedProfile = {
  partner: false,
  partnerUnsaid: undefined,
  partnerPointsUnknown: undefined,
  partnerLanguageUnknown: undefined,
};

/**
 * A partner the visitor is not married to ("mi pareja (vivimos juntos, no casados)"): § 20b (1)
 * counts a spouse or a registered partner only, so no point, and nothing to ask about them.
 */
const notMarried: StatedProfile = { ...noPartner, partnerUnmarried: true };

/**
 * What the sentence that names the visitor's partner says of the § 20b (1) no. 11 point: none
 * for a partner the visitor is not married to, nor for one who stays behind ("he will stay in
 * Bolivia for now", "se queda en Bolivia", "kommt erst später nach"), since the point is for a
 * partner who comes and applies too; and for one who comes (`comes`), none either unless said to
 * meet the card's requirements. Any sentence on the partner may say so, from the partner on: "I
 * have German B1, my husband is an engineer" tells the visitor's German, not his.
 */
export function partnerHitReader(words: ProfileWords, text: ProfileText, spelling: SpellingMap) {
  const partnerQualifies = partnerQualifier(words, text, spelling);
  const pronoun = partnerPronoun(words, text);
  // "My wife comes too. … She also meets all the requirements": a later sentence on the partner.
  const laterOnPartner = (message: string, from: number) => {
    const [named = '', ...after] = message.slice(from).split(/[.;!?]/);
    return after.filter((sentence) => pronoun.holds(sentence, named));
  };
  const onPartner = partnerSaid(words, text);
  const { partnerClause: theirs } = whoSpeaks(words, text);
  const unmarried = text.has(words.unmarried);
  const staysBehind = text.has(words.partnerStaysBehind);
  return (message: string, sentence: string, at: number, comes: boolean): StatedProfile => {
    // "Wir sind nicht verheiratet … Bekomme ich trotzdem den Punkt für meinen Partner?" (101c 30):
    // said of the couple in a sentence of its own.
    if (unmarried(sentence) || unmarried(message)) return notMarried;
    const named = theirs(message.slice(at).split(/[.;!?]/)[0] ?? '');
    const later = laterOnPartner(message, at);
    if (staysBehind(named) || later.some(staysBehind)) return noPartner;
    if (!comes) return {};
    const said = onPartner(message);
    const qualifying =
      partnerQualifies(named) || later.some(partnerQualifies) || partnerQualifies(said);
    return qualifying ? {} : partnerQualifies.refused([named, said, ...later].join(', '));
  };
}
