import type { ProfileWords } from './profileWords';
import { word, type ProfileText } from './profileText';

/**
 * The message without what it states of another person, so their facts are not read as the
 * visitor's: a statement on a partner or a relative that does not speak of the visitor too
 * ("Mi hermano tiene 42, es electricista, alemán A1."), and, once one is named, a statement that
 * opens with a pronoun for them ("He's a software developer, no degree …"), in a message where
 * the visitor speaks of themselves: one who asks only for another ("Meine Nichte möchte sich
 * bewerben", "Eine Bewerberin ist 38 … ihr Mann kommt mit") tells that person's case. Questions
 * stay: they say what is asked. What is said of a partner is read from the whole message
 * (`toldReader`).
 */
export function othersRemover(words: ProfileWords, text: ProfileText) {
  const other = text.has(`${words.partner},${words.relatives}`);
  const self = text.has(words.self);
  const pronounFirst = new RegExp(`^\\s*${word(text.any(words.partnerPronouns))}`);
  return (message: string): string => {
    const sentences = message.match(/[^.;!?]+[.;!?]*/g) ?? [message];
    const speaksOfSelf = sentences.some(self);
    let named = false;
    const kept = sentences.filter((sentence) => {
      const statement = !sentence.includes('?');
      const onOther = other(sentence) && !self(sentence);
      const continues = named && pronounFirst.test(sentence) && !self(sentence);
      named ||= other(sentence);
      return !(statement && speaksOfSelf && (onOther || continues));
    });
    return kept.join('');
  };
}
