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
 * Whether a recognition found at `hit` is unsettled in its part, its sentence, or what a
 * semicolon joins to it: "H+ in anabin; der Abschluss selbst ist nicht gelistet". A ZAB
 * statement settles it, whatever anabin says of the university ("H+ y tengo la declaración de
 * la ZAB"); so does the degree's own rating said after the university's ("Master, anabin H+,
 * gleichwertig"): what unsettles a rating is said in its piece of the list or after it.
 */
export function recognitionDoubtFinder(words: ProfileWords, text: ProfileText) {
  const doubt = text.has(words.unsure);
  const unsettled = text.has(words.recognitionUnsettled);
  const definite = text.has(words.recognitionDefinite);
  return (message: string, hit: { index: number; length: number }, ...said: string[]) => {
    const found = message.slice(hit.index, hit.index + hit.length);
    // From the start of the hit's own comma-separated piece: "título H+ en anabin" stays
    // unsettled, "anabin H+, gleichwertig" is settled by its last piece.
    const fromHit = (told: string) => {
      const at = told.indexOf(found);
      return at < 0 ? told : told.slice(told.lastIndexOf(',', at) + 1);
    };
    return (
      !definite(found) &&
      [...said, message.slice(hit.index).split(/[.!?]/)[0] ?? ''].some(
        (told) => doubt(told) || unsettled(fromHit(told)),
      )
    );
  };
}

/**
 * A ZAB statement said to rate the degree comparable, in a part of its own ("the ZAB
 * statement says comparable"): settled, whatever another sentence says of anabin's rating of the
 * university ("My degree is H+ in anabin and the ZAB statement says comparable", 58c E2). A
 * negation or a statement still awaited in the part leaves it unsaid.
 */
export function zabComparableFinder(words: ProfileWords, text: ProfileText) {
  const definite = text.has(words.recognitionDefinite);
  const comparable = text.has(words.comparableWords);
  const against = text.has(`${words.negations},${words.recognitionPending},${words.unsure}`);
  return (parts: readonly string[]) =>
    parts.some((part) => definite(part) && comparable(part) && !against(part));
}
