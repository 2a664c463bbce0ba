import { partnerPlaces } from './partnerPlaces';
import { partnerNamed } from './peopleWords';
import { word, type ProfileText } from './profileText';
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
  const withLanguage = levelAloneFinder(words, text);
  return (message: string, parts: readonly string[]) => {
    const theirs = places(message, parts).map(({ from, to }) => message.slice(from, to).trim());
    const told = shared(message).filter(
      (both) => !theirs.some((said) => said.includes(both.trim())),
    );
    return withLanguage(message, [...theirs, ...told].join(', ').replace(partnerAt, ' '));
  };
}

/**
 * "aleman A2. el es mecanico, 32 años, tambien A2" (116a c07): a level said alone as an item of
 * the partner's part is in the one language the message names, German or English; with both
 * named, or a language named in the partner's part, it stays as said.
 */
function levelAloneFinder(words: ProfileWords, text: ProfileText) {
  const german = new RegExp(word(text.any(words.german)));
  const english = new RegExp(word(text.any(words.english)));
  const alone = /(^|,)\s*([abc][12])\s*(?=,|$)/g;
  const [germanName = ''] = text.spelled(words.german);
  const [englishName = ''] = text.spelled(words.english);
  return (message: string, theirs: string) => {
    if (german.test(theirs) || english.test(theirs)) return theirs;
    const named = [german.test(message) && germanName, english.test(message) && englishName];
    const [language, other] = named.filter(Boolean);
    return language && !other ? theirs.replace(alone, `$1 ${language} $2`) : theirs;
  };
}
