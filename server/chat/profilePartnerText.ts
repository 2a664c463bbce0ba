import { partnerPlaces } from './partnerPlaces';
import { partnerNamed } from './peopleWords';
import type { ProfileText } from './profileText';
import type { ProfileWords } from './profileWords';
import { sharedClausesFinder } from './whoSpeaks';

/**
 * What a message says of the partner alone, without the words that name the partner, so the
 * readers read it as one person's own facts: "My husband is also an engineer (degree, German
 * B1, 34, 3 years experience)" gives "is also an engineer, degree, German B1, 34, 3 years
 * experience". What both have is the partner's too: "yo tengo 33 y él 36, los dos con 4 años de
 * experiencia y alemán B1" gives him the years and the German (88a W1).
 */
export function partnerTextFinder(words: ProfileWords, text: ProfileText) {
  const places = partnerPlaces(words, text);
  const partnerAt = partnerNamed(words, text);
  const shared = sharedClausesFinder(words, text);
  return (message: string, parts: readonly string[]) => {
    const theirs = places(message, parts).map(({ from, to }) => message.slice(from, to).trim());
    const told = shared(message).filter(
      (both) => !theirs.some((said) => said.includes(both.trim())),
    );
    return [...theirs, ...told].join(', ').replace(partnerAt, ' ');
  };
}
