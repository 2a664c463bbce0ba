import { partnerPronoun } from './partnerPronoun';
import { blankPlaces, partnerPlaces } from './partnerPlaces';
import { ownPartner } from './peopleWords';
import { sentencesOf, word, type ProfileText } from './profileText';
import type { ProfileWords } from './profileWords';

/** Whose case a message that asks about the visitor's own partner tells. */
export interface PartnerCase {
  /** The message with the words naming the partner taken out, when the partner is the case. */
  text?: string;
  /** The visitor tells facts of their own besides: two people's cases. */
  twoPeople: boolean;
  /** The partner is named as one not (yet) a spouse: "mi novio", "my girlfriend". */
  toBe?: boolean;
}

/**
 * A message that asks about the case of the visitor's own partner: "Meine Frau ist Ärztin, 36,
 * Deutsch B2. Wie viele Punkte hat sie?". Without a word of the visitor's own, the partner is
 * the case, read as an employer's candidate is ("Die Kandidatin ist 36"): the words naming the
 * partner are taken out. Beside facts of the visitor's own ("… und ich bin Koch ohne Ausbildung.
 * Wie viele Punkte hat sie?") it tells two people's cases, weighed one at a time. A question
 * about the visitor too ("Wie viele Punkte habe ich?") keeps the visitor the case.
 */
export function partnerCaseFinder(words: ProfileWords, text: ProfileText) {
  // "Y mi novio también quiere ir … ¿Cuántos puntos tendría él?" (72a W8): a partner to be is
  // asked about as a spouse is.
  const partnerAt = new RegExp(word(text.any(`${words.partner},${words.partnerToBe}`)), 'g');
  const toBe = text.has(words.partnerToBe);
  const mine = ownPartner(words, text);
  const self = text.has(words.self);
  const familyJoin = text.has(words.askFamilyJoin);
  const pronoun = partnerPronoun(words, text);
  const places = partnerPlaces(words, text);
  return (message: string, parts: readonly string[]): PartnerCase | undefined => {
    const named = [...message.matchAll(partnerAt)][0]?.[0];
    if (!named || !mine(named)) return undefined;
    const questions = sentencesOf(message).filter((sentence) => sentence.includes('?'));
    // The clause that asks: "quiero irme con mi esposa …, ¿cuánto cuesta la asesoría?" asks
    // about the price, not about her; "Kann mein Mann mitkommen?" about coming along.
    const ofPartner = (question: string) => {
      const asking = question.split(',').at(-1) ?? question;
      return (asking.includes(named) || pronoun.holds(asking, named)) && !familyJoin(asking);
    };
    if (!questions.some(ofPartner) || questions.some(self)) return undefined;
    // Her case is told with facts, in a sentence that names her: "Meine Frau ist Ärztin (36,
    // Deutsch B2, 8 Jahre Berufserfahrung)".
    const told = sentencesOf(message).some(
      (sentence) => !sentence.includes('?') && sentence.includes(named) && /\d/.test(sentence),
    );
    if (!told) return undefined;
    const theirs = places(message, parts);
    const visitorsOwn = sentencesOf(blankPlaces(message, theirs)).some(
      (sentence) => !sentence.includes('?') && self(sentence),
    );
    if (visitorsOwn) return { twoPeople: true };
    return { text: message.replace(partnerAt, ' '), twoPeople: false, toBe: toBe(named) };
  };
}
