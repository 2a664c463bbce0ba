import { anyOf, word, type ProfileText } from './profileText';

/**
 * The words by which a message tells who it speaks of: the visitor, a partner, relatives, two
 * people or more (comma-separated copy, `engine.profile`, like the rest of `ProfileWords`).
 */
export interface PeopleWords {
  partner: string;
  /**
   * Said right before the partner who closes a part ("viví 1 año en Alemania con mi esposo",
   * "mit meinem Mann"): the part tells of the visitor, whom the partner went with.
   */
  partnerWith: string;
  /**
   * What says a partner also meets the Opportunity Card's requirements: only then a point. A
   * phrase may hold `...` for a few words ("meets ... requirements").
   */
  partnerQualifies: string;
  /** A qualification's plain noun, said of a partner: "Ausbildung", "título", "degree". */
  qualificationNouns: string;
  /** Relatives and friends a visitor may tell of beside themselves ("mi hermano", "my sister"). */
  relatives: string;
  /**
   * The pronouns of a woman and of a man ("she", "ella", "sie"; "he", "él", "er"): a later
   * sentence about the partner ("She also meets the requirements"), when it fits the partner.
   */
  pronounShe: string;
  pronounHe: string;
  /**
   * A partner named as a woman or as a man ("his wife", "su esposo", "ihr Mann"): after "His wife
   * is a nurse", "He has no Approbation yet" speaks of the candidate again, not of her.
   */
  partnerWoman: string;
  partnerMan: string;
  /**
   * A partner the visitor is not married to ("no casados", "not married yet"): § 20b (1) counts a
   * spouse or a registered civil partner only.
   */
  unmarried: string;
  /**
   * Married, said of the visitor and a partner ("estamos casados", "we got married", "wir sind
   * verheiratet"): a girlfriend or a fiancé (`partnerToBe`) named in the same message is a spouse.
   */
  married: string;
  /** A partner not (yet) a spouse by name: "mi novia", "my fiancé", "meine Verlobte". */
  partnerToBe: string;
  /** "We both speak B2", "los dos", "wir beide": said of the visitor and the partner alike. */
  bothOfUs: string;
  /**
   * Words by which the visitor speaks of themselves ("I", "yo", "ich"): a sentence on the partner
   * without them ("Mein Partner kommt mit, hat einen Berufsabschluss") is the partner's only.
   */
  self: string;
  /**
   * The visitor named only to compare another with them ("es profesor como yo", "just like me"):
   * no word of their own (`self`), taken out before a message is read (72a W7).
   */
  likeSelf: string;
  /**
   * The visitor's "my" ("my", "mi", "meine"): a partner named with it ("Meine Frau ist Ärztin …
   * Wie viele Punkte hat sie?") may be the case asked about, not the visitor's partner.
   */
  mine: string;
  /**
   * Coming along or working too, asked of a partner or family member (`partner`,
   * `familyMembers`): "Kann meine Frau mitkommen und auch arbeiten?", "can my husband come with
   * me?", "¿mi esposo puede venir conmigo?": family reunion asked.
   */
  askFamilyJoin: string;
  /**
   * Asked by the partner of one who goes: "Kann ich mit ihm nach Deutschland kommen?", "¿puedo
   * ir con él?", "can I come with him?" (119c d09f): family reunion asked, the partner named by
   * a pronoun.
   */
  askJoinPartner: string;
  /**
   * Said of a partner who does not come now: "will stay in Bolivia for now", "se queda en
   * Bolivia", "kommt erst später nach". The § 20b (1) no. 11 point is for one who comes.
   */
  partnerStaysBehind: string;
  /** The visitor's family besides a partner: "my children", "mis hijos", "meine Familie". */
  familyMembers: string;
  /** Two people or more told of at once: "zwei Kandidatinnen", "which of us", "Frau A.". */
  manyPeople: string;
  /**
   * Asked of the visitor and the partner each: "do we both qualify?", "¿cuál de los dos puede
   * pedirla?", "wer von uns kann kommen?" (numbers written as words are read as digits first).
   */
  askEach: string;
}

/**
 * The words naming the partner, as a pattern ("my husband", "su esposa", "meine Frau"): where
 * the message speaks of them. `g` finds every mention, without it the first.
 */
export const partnerNamed = (words: PeopleWords, text: ProfileText, flags = 'g') =>
  new RegExp(word(text.any(words.partner)), flags);

/**
 * Whether words naming the partner (as `partnerNamed` finds them) name the visitor's own ("my
 * husband", "mi esposa", "meine Frau") rather than someone else's ("her husband", "su esposo").
 */
export function ownPartner(words: PeopleWords, text: ProfileText) {
  const mine = new RegExp(`^${text.any(words.mine)}\\s`);
  return (named: string) => mine.test(named);
}

/**
 * The nouns for the people `names` lists, without their possessive ("son", "hijo", "Tochter"),
 * as one group of alternatives: a few words may stand between them and the possessive ("my
 * 17-year-old son", "meine jüngere Tochter").
 */
export function kinNouns(words: PeopleWords, text: ProfileText, names: string) {
  const mine = new RegExp(`^${text.any(words.mine)}\\s+`);
  return anyOf(text.spelled(names).map((name) => name.replace(mine, '')));
}

/**
 * Whether a text names one of the people `names` lists (a partner, a relative), also with a word
 * or two before the noun ("my 17-year-old son", "mi hija menor", "meine 17-jährige Tochter").
 */
export function personNamed(words: PeopleWords, text: ProfileText, names: string) {
  const pattern = personPattern(words, text, names);
  return (message: string) => pattern.test(message);
}

const personPattern = (words: PeopleWords, text: ProfileText, names: string) =>
  new RegExp(
    `${word(text.any(names))}|${word(
      `${text.any(words.mine)}(?:\\s+[^\\s.,;!?]+){0,2}?\\s+${kinNouns(words, text, names)}`,
    )}`,
  );

/** Where a message first names one of the people `names` lists (`personNamed`), or -1. */
export function personNamedAt(words: PeopleWords, text: ProfileText, names: string) {
  const pattern = personPattern(words, text, names);
  return (message: string) => message.search(pattern);
}

/**
 * A message in which a girlfriend or a fiancé named is said to be married to the visitor ("mi
 * novia y yo … Estamos casados desde el año pasado"), with them named as the partner, so the
 * partner's point is weighed as for a spouse (§ 20b (1) AufenthG); "no estamos casados" stays.
 */
export function marriedPartnerFinder(words: PeopleWords, text: ProfileText) {
  const married = text.has(words.married);
  const unmarried = text.has(words.unmarried);
  const toBe = new RegExp(word(text.any(words.partnerToBe)), 'g');
  const partner = text.spelled(words.partner)[0] ?? '';
  return (message: string) =>
    married(message) && !unmarried(message) ? message.replace(toBe, partner) : message;
}

/**
 * Takes out the visitor named only to compare another with them ("es profesor como yo"), which
 * is no word of their own (`self`): "Mi esposo tiene 37 años, es profesor como yo" is his alone.
 */
export function likeSelfRemover(words: PeopleWords, text: ProfileText) {
  const likeSelf = new RegExp(word(text.any(words.likeSelf)), 'g');
  return (message: string) => message.replace(likeSelf, ' ');
}
