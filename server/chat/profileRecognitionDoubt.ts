import type { ProfileText } from './profileText';
import type { ProfileWords } from './profileWords';

/**
 * Whether a part leaves a recognition unsettled: in doubt ("no sé si", "ich weiß nicht, ob", "I
 * do not know if") or unsettled by what it says ("H+ in anabin but my degree isn't listed").
 */
export function recognitionUnsettledFinder(words: ProfileWords, text: ProfileText) {
  const doubt = text.has(words.unsure);
  const unsettled = text.has(words.recognitionUnsettled);
  return (part: string) => doubt(part) || unsettled(part);
}

/**
 * Whether a recognition found at `at` is unsettled in its part, its sentence, or what a
 * semicolon joins to it: "H+ in anabin; der Abschluss selbst ist nicht gelistet".
 */
export function recognitionDoubtFinder(words: ProfileWords, text: ProfileText) {
  const unsettled = recognitionUnsettledFinder(words, text);
  return (message: string, at: number, ...said: string[]) =>
    [...said, message.slice(at).split(/[.!?]/)[0] ?? ''].some(unsettled);
}
