import { word, type ProfileText } from './profileText';
import type { ProfileWords } from './profileWords';

/**
 * "I have no pension plan", unless the sentence tells of contributions paid ("No tengo
 * jubilación privada, solo mis aportes en Bolivia"): their adequacy is for the visitor to show.
 * Besides the set phrases, not having (`pensionLacked`) said a few words before a pension: "no
 * tengo ahorro de jubilación" (108a 26), "I don't have any savings for retirement"; not in a
 * sentence of doubt.
 */
export function pensionDeniedFinder(words: ProfileWords, text: ProfileText) {
  const denied = text.has(words.pensionDenied);
  const lacked = new RegExp(
    word(
      `${text.any(words.pensionLacked)}(?:\\s+[^\\s.,;!?]+){0,3}?\\s+${text.any(words.pension)}`,
    ),
  );
  const paid = text.has(words.pensionPaid);
  // "I have no idea if my pension counts": a doubt, not a pension denied.
  const unsure = text.has(words.unsure);
  return (sentence: string) =>
    (denied(sentence) || (lacked.test(sentence) && !unsure(sentence))) && !paid(sentence);
}
