import { normalizeText } from '../../src/shared/chat/text';
import type { Knowledge } from './knowledge';
import { languageWords } from './searchIndex';

/**
 * Whether a lower-case word is one a visitor could mean in any of the site's languages: a
 * language's small words ("you", "con", "o") or a word whose every token the site's text uses.
 * A message's language is guessed only after it is cleaned, so every language counts.
 */
export function knownWords(knowledge: Knowledge): (word: string) => boolean {
  const items = Object.values(knowledge);
  const small = new Set(
    items.flatMap((item) => languageWords(item.locale).map((word) => normalizeText(word))),
  );
  return (word) => {
    // One letter is a word only as a language's small word ("o", "y", "a").
    if (small.has(normalizeText(word))) return true;
    if (word.length < 2) return false;
    return items.some((item) => {
      const tokens = item.index.tokenize(word);
      return tokens.length > 0 && tokens.every((token) => item.index.knows(token));
    });
  };
}
