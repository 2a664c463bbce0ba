import { partnerNamed } from './peopleWords';
import { partnerPronoun } from './partnerPronoun';
import { profileText, sentencesOf } from './profileText';
import type { ProfileWords } from './profileWords';
import type { SpellingMap } from './spelling';

/** The sentences of a follow-up said of the partner by pronoun, and the rest. */
export interface PronounSplit {
  theirs: string[];
  rest: string[];
  /** Whether the rest says anything in the visitor's own words ("I", "my", "yo", "mi", "ich"). */
  ownWords: boolean;
}

/**
 * The sentences of a follow-up that tell the facts of the partner an earlier message named, by
 * pronoun only: after "My wife is also architect and she come with me", "we are married 8 years.
 * she is 36, architect 7 years experience" (85b W4, 80b W9) are hers, and in "my german is A2.
 * and she have 5 years experience as architect" (87b f10) the first sentence is the visitor's. A
 * statement opens with the pronoun that fits the partner; a message that names the partner is
 * read by its own words. Undefined where no statement does.
 */
export function partnerByPronounFinder(words: ProfileWords, spelling: SpellingMap) {
  const text = profileText(spelling);
  const pronoun = partnerPronoun(words, text);
  const named = partnerNamed(words, text, '');
  const self = text.has(`${words.self},${words.mine}`);
  return (message: string, earlier: string): PronounSplit | undefined => {
    if (!named.test(earlier) || named.test(message)) return undefined;
    const sentences = sentencesOf(message);
    const theirs = sentences.filter(
      (sentence) => !sentence.includes('?') && pronoun.opens(sentence, earlier),
    );
    if (!theirs.length) return undefined;
    const rest = sentences.filter((sentence) => !theirs.includes(sentence));
    const ownWords = rest.some((sentence) => !sentence.includes('?') && self(sentence));
    return { theirs, rest, ownWords };
  };
}
