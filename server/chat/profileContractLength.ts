import type { ProfileWords } from './profileWords';
import { word, type ProfileText } from './profileText';
import type { Reader } from './profileReaders';

/** How many words may stand between a training contract and its length. */
const lengthReach = 3;

/**
 * A message without the length of the training contract it names: "Ausbildungsvertrag für
 * 3 Jahre als Pflegefachfrau", "un contrato de formación de 3 años como enfermera", "a 3-year
 * training contract" are the training to come, neither years of work nor a training held (69c).
 * The contract's words stay, so the contract is still read.
 */
export function contractLengthRemover(words: ProfileWords, text: ProfileText) {
  const contract = text.any(words.trainingContract);
  const length = `\\d{1,2}(?:[.,]5)?(?:\\s*-\\s*|\\s+)(?:${text.any(words.years)}|jährig\\p{L}*)`;
  const gap = `(?:\\s+[^\\s.,;!?\\d]+){0,${lengthReach}}?`;
  const after = new RegExp(word(`(${contract})(${gap})\\s+${length}`), 'gu');
  const before = new RegExp(word(`${length}(${gap})\\s+(${contract})`), 'gu');
  return (message: string) => message.replace(after, '$1$2').replace(before, '$1 $2');
}

/**
 * A training place denied: "I don't have a training place yet", "todavía no tengo plaza de
 * Ausbildung", "noch keinen Ausbildungsplatz" (100b C15.1). § 16a AufenthG asks for the training
 * contract, so it is missing, not to show; looking for a place ("busco una plaza") says neither.
 */
export function trainingPlaceDeniedReader(words: ProfileWords, text: ProfileText): Reader {
  const denied = text.has(words.trainingPlaceDenied);
  return (message) => (denied(message) ? { trainingContract: false } : {});
}
