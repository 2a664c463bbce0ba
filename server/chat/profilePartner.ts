import { createPhraseMatcher } from './intents';
import type { ProfileText } from './profileText';
import type { StatedProfile } from './profile';
import type { ProfileWords } from './profileWords';
import { levelFinder } from './profileLevels';
import { word } from './profileText';
import { partnerNamed } from './peopleWords';
import { recognisedElsewherePattern } from './profileRecognition';
import { languageLevels, type LanguageLevel } from '../../src/shared/germanyCheck/answers';
import type { SpellingMap } from './spelling';
import { whoSpeaks } from './whoSpeaks';
import { regulatedNames } from './profileLicence';

/**
 * Whether a sentence says the partner meets the Opportunity Card's requirements: in words ("also
 * meets the requirements"), or in facts: "Mein Partner … hat einen anerkannten Berufsabschluss
 * und Deutsch A2", "ella es ingeniera con alemán A2" name a qualification and the card's
 * language (German A1, English B2).
 */
export function partnerQualifier(words: ProfileWords, text: ProfileText, spelling: SpellingMap) {
  const matches = createPhraseMatcher({ partner: words.partnerQualifies }, spelling);
  // "Mi pareja no cumple los requisitos", "my partner doesn't meet the requirements", "erfüllt
  // die Voraussetzungen nicht": the requirements named in a denied part of the sentence are not
  // met. Parts end at commas only: "erfüllt auch die Voraussetzungen" stays whole.
  const parts = (sentence: string) => sentence.split(/[,;()]/);
  const negation = new RegExp(word(text.any(words.negations)));
  const qualifies = (sentence: string) =>
    parts(sentence).some((part) => matches(part).intents.length > 0 && !negation.test(part));
  // "Ella también es ingeniera": an occupation only a degree leads to names the degree; so do a
  // regulated profession ("Zahnärztin") and a qualification's plain noun ("Mechaniker,
  // Ausbildung", "ihr Abschluss ist in Peru anerkannt").
  const named = text.has(
    [
      words.degree,
      words.vocational,
      words.academic,
      words.qualificationNouns,
      ...Object.values(regulatedNames(words)),
    ].join(','),
  );
  // "He has no degree" names a degree only to deny it.
  const denied = text.has(words.noDegree);
  const qualification = (sentence: string) => named(sentence) && !denied(sentence);
  const levels = levelFinder(words, text);
  const atLeast = (level: LanguageLevel | undefined, least: LanguageLevel) =>
    level !== undefined && languageLevels.indexOf(level) >= languageLevels.indexOf(least);
  const languageMet = (sentence: string) => {
    const { german, english } = levels(sentence, [sentence], 0);
    return atLeast(german, 'A1') || atLeast(english, 'B2');
  };
  // A qualification and the language are not all the card asks: 6 points of their own too, or
  // a qualification recognised in Germany (§ 20a (3)); said in words, the requirements are met.
  // A partner whose qualification is recognised in Germany is a skilled worker: the card asks
  // them no points and no language (§ 20a (3) no. 1).
  const recognisedHere = text.has(words.recognisedHere);
  // "Su título reconocido en Bolivia": recognised at home, which every partner's qualification
  // must be, not in Germany.
  const elsewhere = recognisedElsewherePattern(words, text);
  const skilled = (sentence: string) =>
    parts(sentence).some(
      (part) =>
        qualification(part) &&
        recognisedHere(part) &&
        !negation.test(part) &&
        !elsewhere.test(part),
    );
  const qualifiesBy = (sentence: string) => qualifies(sentence) || skilled(sentence);
  const pointsUnknown = (sentence: string) => qualification(sentence) && languageMet(sentence);
  // "Mi esposa es maestra con título": a qualification named, no language at all.
  const languageUnsaid = (sentence: string) => {
    const { german, english } = levels(sentence, [sentence], 0);
    return qualification(sentence) && german === undefined && english === undefined;
  };
  // A partner not said to qualify earns no point; with the languages unsaid, the reply asks them.
  const refused = (sentence: string): StatedProfile =>
    languageUnsaid(sentence)
      ? { partner: false, partnerLanguageUnknown: true, partnerUnsaid: true }
      : pointsUnknown(sentence)
        ? { partner: false, partnerPointsUnknown: true, partnerUnsaid: true }
        : { partner: false, partnerUnsaid: true };
  return Object.assign(qualifiesBy, { refused });
}

/**
 * What a message says of the partner, and of both ("My husband has a degree too. We both speak
 * German B2."), read together as one sentence on the partner.
 */
export function partnerSaid(words: ProfileWords, text: ProfileText) {
  const partnerAt = partnerNamed(words, text, '');
  const both = text.has(words.bothOfUs);
  const { partnerClause: theirs } = whoSpeaks(words, text);
  // "I have German B1, my husband is an engineer": from the partner on, unless both are meant.
  const onPartner = (said: string) =>
    both(said) ? said : theirs(said.slice(partnerAt.exec(said)?.index ?? said.length));
  return (message: string) =>
    message
      .split(/[.;!?]/)
      .map(onPartner)
      .filter((said) => said.trim())
      .join(', ');
}
