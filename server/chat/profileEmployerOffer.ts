import type { StatedProfile } from './profile';
import type { ProfileWords } from './profileWords';
import type { Reader } from './profileReaders';
import { wordChars } from '../../src/shared/chat/text';
import { anyOf, asWords, word, type ProfileText } from './profileText';

/**
 * The employers' names as one group; a leading `*` stands for any beginning, so a German compound
 * is found by the employer it ends in ("*betrieb": Möbelbetrieb, Ausbildungsbetrieb; 116c c12).
 */
export function employerNames(words: ProfileWords, text: ProfileText) {
  const names = text.spelled(words.employer);
  const ends = names
    .filter((name) => name.startsWith('*'))
    .map((name) => `[${wordChars}]*${asWords(name.slice(1))}`);
  return `(?:${[anyOf(names.filter((name) => !name.startsWith('*'))), ...ends].join('|')})`;
}

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
      `(?:[^\\s.,;!?]+\\s+)?${employerNames(words, text)}\\s+(?:[^\\s.,;!?]+\\s+){0,${offerReach}}${text.any(words.employerOffers)}`,
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

/**
 * "Una empresa en Alemania quiere hacer una asociación de reconocimiento conmigo": said, not
 * asked, an employer who wants the partnership is the job offer § 16d (3) needs; so is an
 * employer speaking of itself, even in a question ("wenn wir sie über eine
 * Anerkennungspartnerschaft holen?").
 */
export function employerPartnershipFinder(words: ProfileWords, text: ProfileText) {
  const partnership = text.has(words.askRecognitionPartnership);
  const employerFound = new RegExp(word(employerNames(words, text)));
  const employer = (clause: string) => employerFound.test(clause);
  const we = text.has(words.employerWe);
  // "Un taller en Stuttgart quiere hacer la Anerkennungspartnerschaft conmigo, se puede?" (93a
  // M13): the question is the last clause's; the clause that tells the employer's wish states it.
  const toldInClause = (sentence: string) =>
    sentence
      .split(',')
      .some((clause) => !/[?¿]/.test(clause) && partnership(clause) && employer(clause));
  return (message: string) =>
    (message.match(/[^.;!?]+[.;!?]*/g) ?? []).some(
      (sentence) => partnership(sentence) && (toldInClause(sentence) || we(sentence)),
    );
}

/**
 * A recognition partnership the employer has agreed, said not asked and not denied: "nuestra
 * clínica tiene acuerdo de asociación de reconocimiento con ella" (79a V27), "we signed a
 * recognition partnership with her", "die Anerkennungspartnerschaft ist vereinbart": § 16d (3)'s
 * agreement is met.
 */
export function partnershipAgreedReader(words: ProfileWords, text: ProfileText): Reader {
  const partnership = text.any(words.askRecognitionPartnership);
  const agreedWords = text.any(words.partnershipAgreed);
  const agreed = new RegExp(
    word(
      `${agreedWords}(?:\\s+[^\\s.,;!?]+){0,4}?\\s+${partnership}|${partnership}(?:\\s+[^\\s.,;!?]+){0,3}?\\s+${agreedWords}`,
    ),
  );
  const denied = new RegExp(word(text.any(words.negations)));
  return (message) =>
    (message.match(/[^.;!?]+[.;!?]*/g) ?? []).some(
      (sentence) => !sentence.includes('?') && agreed.test(sentence) && !denied.test(sentence),
    )
      ? { partnershipAgreed: true }
      : {};
}
