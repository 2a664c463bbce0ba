import type { StatedProfile } from './profile';
import type { ProfileWords } from './profileWords';
import type { Reader } from './profileReaders';
import { word, type ProfileText } from './profileText';

/** How many words may stand between an employer and what it offers ("a hospital in Köln offers"). */
const offerReach = 4;

/**
 * A job offer said by the employer that makes it: "a hospital offers 38.000 under TVöD", "la
 * empresa paga 45.000", "ein Krankenhaus bietet 38.000 € nach TVöD". An employer (`employer`)
 * and, a few words on in the same sentence, a verb of offering or paying (`employerOffers`). A
 * question ("what does a hospital pay?") or a denial ("no company offers…") states none; what the
 * set phrases of a job offer state or deny (`jobOffer`, read later) wins.
 */
export function employerOfferReader(words: ProfileWords, text: ProfileText): Reader {
  // The word before the employer is kept, to see it denied ("no company", "keine Firma").
  const offers = new RegExp(
    word(
      `(?:[^\\s.,;!?]+\\s+)?${text.any(words.employer)}\\s+(?:[^\\s.,;!?]+\\s+){0,${offerReach}}${text.any(words.employerOffers)}`,
    ),
  );
  const denied = new RegExp(word(text.any(words.negations)));
  return (message): StatedProfile => {
    const stated = (message.match(/[^.;!?]+[.;!?]*/g) ?? []).some((sentence) => {
      const found = offers.exec(sentence)?.[0];
      return found !== undefined && !sentence.includes('?') && !denied.test(found);
    });
    return stated ? { jobOffer: true } : {};
  };
}
