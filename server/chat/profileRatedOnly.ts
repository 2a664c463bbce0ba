import type { StatedProfile } from './profile';
import type { Reader } from './profileReaders';
import type { ProfileText } from './profileText';
import type { ProfileWords } from './profileWords';

/**
 * A degree rated by anabin or the ZAB with no recognition notice or licence beside it ("my
 * nursing bachelor is listed in anabin as equivalent"): academic comparability, which the
 * recognition of a nursing qualification is not (the Land authority decides it under the PflBG,
 * and the licence follows it, § 18 (2) no. 3 AufenthG).
 */
export function ratedOnlyReader(words: ProfileWords, text: ProfileText): Reader {
  const rated = text.has(words.ratingWords);
  const noticed = text.has(words.fullRecognitionWords);
  return (message): StatedProfile =>
    rated(message) && !noticed(message) ? { ratedOnly: true } : {};
}

/** What a rating of the degree makes of the facts read. */
export function ratingReader(words: ProfileWords, text: ProfileText) {
  const comparable = text.has(words.comparableWords);
  const conditional = text.has(words.conditionallyComparable);
  return (profile: StatedProfile, own: string) => {
    // "In anabin als bedingt vergleichbar": a rating that asks for the ZAB's statement.
    if (conditional(own)) profile.recognised = false;
    // "Recognised as comparable": anabin and the ZAB rate university degrees only.
    const comparableDegree = profile.recognised === true && comparable(own);
    if (comparableDegree && profile.degree === undefined && !profile.vocational) {
      profile.degree = true;
    }
  };
}
