import { createPhraseMatcher } from './intents';
import { qualificationWords } from './profileNoQualification';
import { sentencesOf, word, type ProfileText } from './profileText';
import type { ProfileWords } from './profileWords';
import type { SpellingMap } from './spelling';

/**
 * A message without the denial of a degree that studies in Germany were left without, where
 * another sentence names a degree held: "Ich habe 2022 bis 2024 in Deutschland studiert
 * (Aufenthaltserlaubnis zum Studium), ohne Abschluss. Jetzt 28, Wirtschaftsingenieurin mit
 * Abschluss aus Bolivien" (113c 01). The studies and the stay they tell are still read; the
 * degree from home is not denied by them.
 */
export function studiesLeftRemover(words: ProfileWords, text: ProfileText, spelling: SpellingMap) {
  const germany = new RegExp(word(text.any(words.germanyNames)));
  const studied = text.has(words.fieldStudied);
  const denied = text.has(words.noDegree);
  const denial = new RegExp(word(text.any(words.noDegree)), 'g');
  const { degree } = qualificationWords(words, text);
  const academic = createPhraseMatcher({ academic: words.academic }, spelling);
  const holds = (sentence: string) =>
    !denied(sentence) && (degree(sentence) || academic(sentence).intents.length > 0);
  return (message: string) => {
    const sentences = sentencesOf(message);
    const left = sentences.filter((said) => germany.test(said) && studied(said) && denied(said));
    if (!left.length || !sentences.some((said) => !left.includes(said) && holds(said))) {
      return message;
    }
    return left.reduce((rest, said) => rest.replace(said, said.replace(denial, ' ')), message);
  };
}
