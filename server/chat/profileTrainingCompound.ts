import { escapeRegExp, wordChars } from '../../src/shared/chat/text';
import type { ProfileText } from './profileText';
import type { ProfileWords } from './profileWords';

/**
 * German compounds that name vocational training by their last part: "IT-Ausbildung",
 * "Friseurausbildung", "Elektrikerausbildung" (the `*ausbildung` of `vocational`). The first
 * part names the occupation trained for. A compound that names a degree or school
 * ("Hochschulausbildung", "Schulausbildung") is none.
 */
export function trainingCompoundFinder(words: ProfileWords, text: ProfileText) {
  const ends = text
    .spelled(words.vocational)
    .filter((name) => name.startsWith('*'))
    .map((name) => escapeRegExp(name.slice(1)));
  const pattern = ends.length
    ? new RegExp(
        `(?<![${wordChars}-])([${wordChars}]+)-?(${ends.join('|')})(?![${wordChars}])`,
        'g',
      )
    : undefined;
  const notTraining = text.has(`${words.degree},${words.school}`);
  const compounds = (part: string) =>
    pattern ? [...part.matchAll(pattern)].filter((found) => !notTraining(found[0])) : [];
  return {
    /** Whether a part of a message names training by such a compound. */
    names: (part: string) => compounds(part).length > 0,
    /**
     * The message with each such compound's parts set apart ("elektriker ausbildung"), so the
     * occupation its first part names is read as if written alone.
     */
    split: (message: string) =>
      pattern
        ? message.replace(pattern, (found: string, first: string, end: string) =>
            notTraining(found) ? found : `${first} ${end}`,
          )
        : message,
  };
}
