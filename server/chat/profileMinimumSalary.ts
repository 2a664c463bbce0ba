import type { StatedProfile } from './profile';
import type { ProfileWords } from './profileWords';
import type { Reader } from './profileReaders';
import { word, type ProfileText } from './profileText';

/**
 * "¿Cuánto tiene que pagarme la empresa como mínimo?", "How much must they pay me at the very
 * least?", "Wie viel muss mir die Firma mindestens zahlen?": a sentence that asks (a "?" or "how
 * much") and names both paying (`payWords`) and a minimum (`minimumWords`), in any order, asks
 * what a job must pay, as the set phrases of `askMinimumSalary` do. A statement ("they pay me
 * at least 50,000.") asks nothing.
 */
export function minimumSalaryReader(words: ProfileWords, text: ProfileText): Reader {
  const pay = new RegExp(word(text.any(words.payWords)));
  const minimum = new RegExp(word(text.any(words.minimumWords)));
  const howMuch = new RegExp(word(text.any(words.howMuch)));
  return (message): StatedProfile => {
    const asked = (message.match(/[^.;!?]+[.;!?]*/g) ?? []).some(
      (sentence) =>
        (sentence.includes('?') || howMuch.test(sentence)) &&
        pay.test(sentence) &&
        minimum.test(sentence),
    );
    return asked ? { salaryAsked: true } : {};
  };
}
