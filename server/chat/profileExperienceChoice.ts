import { anyOf, word, wordsBetween, type ProfileText } from './profileText';
import type { ProfileWords } from './profileWords';

/**
 * Whether a duration at `at` is said of a word for experience that is no verb of work
 * ("experience", "experiencia", "Berufserfahrung"), `reach` words away at most: such years are
 * the visitor's experience as a whole, and win over years said of a stretch of work ("Trabajé un
 * año en Alemania en 2018 … 6 años de experiencia").
 */
export function experienceNounFinder(words: ProfileWords, text: ProfileText, reach: number) {
  const verbs = new Set(text.spelled(words.work));
  const nouns = text.spelled(words.experience).filter((name) => !verbs.has(name));
  const noun = new RegExp(word(anyOf(nouns)), 'g');
  return (sentence: string, at: number, free: (index: number) => boolean) =>
    [...sentence.matchAll(noun)].some(
      (match) => free(match.index) && wordsBetween(sentence, at, match.index) <= reach,
    );
}

/** How many words a duration's own unit and joining word take before its noun: "años de". */
const ownWordsBefore = 3;

/**
 * Whether a word for work at `index` is another duration's: "2 años de experiencia, 1 año en
 * Alemania" says the two years of the experience, and the year after the comma is not its.
 */
export const claimedBefore =
  (sentence: string, durations: readonly { at: number }[]) => (index: number, at: number) =>
    index < at &&
    durations.some(
      (other) =>
        other.at < index &&
        other.at !== at &&
        wordsBetween(sentence, other.at, index) <= ownWordsBefore,
    );

export interface Said {
  distance: number;
  ofExperience: boolean;
}

/** Whether a duration found reads better than the best so far: said of experience, then nearer. */
export const closer = (found: Said, best?: Said) =>
  !best ||
  (found.ofExperience && !best.ofExperience) ||
  (found.ofExperience === best.ofExperience && found.distance < best.distance);

/**
 * Whether a range of years dates the duration at `at`: a few words after or before it
 * (`besideReach`), or set off by a comma right after the years' own words ("trabajé 3 años en mi
 * área, de 2018 a 2021", "3 years in my field, from 2018 to 2021": the range opens the next part,
 * a word such as "de", "from" or "von" may lead it), or after a contrast a few words on ("2 years
 * as a lab technician but that was 2016 to 2018"), however many words the years took, up to
 * `reach`.
 */
export function rangeDatesFinder(
  words: ProfileWords,
  text: ProfileText,
  reach: { work: number; beside: number },
) {
  const afterContrast = new RegExp(
    `${word(text.any(words.contrast))}\\s+(?:[^\\s\\d.,;!?]+\\s+){0,3}$`,
  );
  // "8 years teaching, I lived in Germany 2016-2018": a range after a stay is the stay's.
  const stay = new RegExp(word(text.any(`${words.germanyNames},${words.stayTitles}`)));
  return (sentence: string, at: number, rangeAt: number) => {
    const between = sentence.slice(at, rangeAt);
    if (stay.test(between)) return false;
    const apart = wordsBetween(sentence, at, rangeAt);
    const byComma = apart <= reach.work && /^[^,]*,\s*(?:[^\s\d,]+\s+)?$/.test(between);
    // The contrast and the up to three words after it come on top of the years' own words.
    const byContrast = apart <= reach.work + 4 && afterContrast.test(between);
    return apart <= reach.beside || (rangeAt > at && (byComma || byContrast));
  };
}
