import { partnerPlaces } from './partnerPlaces';
import { partnerNamed } from './peopleWords';
import type { ProfileText } from './profileText';
import type { ProfileWords } from './profileWords';

/**
 * What a message says of the partner alone, without the words that name the partner, so the
 * readers read it as one person's own facts: "My husband is also an engineer (degree, German
 * B1, 34, 3 years experience)" gives "is also an engineer, degree, German B1, 34, 3 years
 * experience".
 */
export function partnerTextFinder(words: ProfileWords, text: ProfileText) {
  const places = partnerPlaces(words, text);
  const partnerAt = partnerNamed(words, text);
  return (message: string, parts: readonly string[]) =>
    places(message, parts)
      .map(({ from, to }) => message.slice(from, to).trim())
      .join(', ')
      .replace(partnerAt, ' ');
}
