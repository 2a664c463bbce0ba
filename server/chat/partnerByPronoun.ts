import { partnerNamed } from './peopleWords';
import { partnerPronoun } from './partnerPronoun';
import { profileText, sentencesOf } from './profileText';
import type { ProfileWords } from './profileWords';
import type { SpellingMap } from './spelling';

/**
 * Whether a follow-up tells the facts of the partner an earlier message named, by pronoun only:
 * after "My wife is also architect and she come with me", "we are married 8 years. she is 36,
 * architect 7 years experience, english B2 also" (85b W4, 80b W9) are hers, not the visitor's.
 * A statement opens with the pronoun that fits the partner, and none is said in the visitor's
 * own words ("I", "yo", "ich"); a message that names the partner is read by its own words.
 */
export function partnerByPronounFinder(words: ProfileWords, spelling: SpellingMap) {
  const text = profileText(spelling);
  const pronoun = partnerPronoun(words, text);
  const named = partnerNamed(words, text, '');
  const self = text.has(words.self);
  return (message: string, earlier: string) => {
    if (!named.test(earlier) || named.test(message)) return false;
    const stated = sentencesOf(message).filter((sentence) => !sentence.includes('?'));
    return stated.some((sentence) => pronoun.opens(sentence, earlier)) && !stated.some(self);
  };
}
