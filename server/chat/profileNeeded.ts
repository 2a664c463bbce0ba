import type { ProfileText } from './profileText';
import type { ProfileWords } from './profileWords';

/** A question that asks whether something is needed: its sentence ends in "?". */
export function askedWhetherFinder(words: ProfileWords, text: ProfileText) {
  const needed = text.has(words.offerNeeded);
  return (message: string, from: number, sentence: string) =>
    /^[^.;!?]*\?/.test(message.slice(from)) && needed(sentence);
}

/** "Brauche ich einen anerkannten Abschluss?": the questions that ask whether a thing is needed. */
export function neededQuestionsFinder(words: ProfileWords, text: ProfileText) {
  const needed = text.has(words.offerNeeded);
  return (message: string) =>
    (message.match(/[^.;!?]*\?/g) ?? []).filter((question) => needed(question));
}
