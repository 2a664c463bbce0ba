import { sentencesOf, word, type ProfileText } from './profileText';
import type { ProfileWords } from './profileWords';

/**
 * Whether the visitor tells of a degree earned in Germany: "I did my master's in chemistry at TU
 * Dresden … and finished it", "terminé la maestría en Alemania", "habe meinen Master in Leipzig
 * gemacht". A German degree needs no recognition (§ 18 (3) no. 2 AufenthG counts it as a
 * skilled worker's own), so it is weighed as a recognised one. Germany is named a few words after
 * the degree (a comma between: "Master Maschinenbau, abgeschlossen in Deutschland", 74c V18) or
 * before it ("in Deutschland studiert (Master, 2022-2024)", 75c V15), in a sentence that says it
 * was finished (or dates it by years now past: "master in Aachen) 2019-2021 then came back",
 * 72b W3), wishes for nothing, weighs no recognition, and is the visitor's, not a partner's or a
 * relative's.
 */
export function germanDegreeFinder(words: ProfileWords, text: ProfileText) {
  const earnedHere = new RegExp(
    word(
      `${text.any(words.degree)}(?:[\\s,]+[^\\s.,;!?]+){0,7}?[\\s,]+${text.any(words.germanyNames)}`,
    ),
  );
  // "in Deutschland studiert (Master, 2022-2024)", "en Alemania hice la maestría".
  const hereEarned = new RegExp(
    word(
      `${text.any(words.germanyNames)}(?:\\s+[^\\s.,;!?]+){0,3}?[\\s(]+${text.any(words.degree)}`,
    ),
  );
  const done = text.has(`${words.graduated},${words.degreeDone}`);
  // "Haven't checked the degree in Germany yet": Germany named for a recognition.
  const aside = text.has(
    `${words.wish},${words.partner},${words.relatives},${words.studiesUnfinished},${words.recognitionWords},${words.recognitionUnsettled},${words.recognised}`,
  );
  const range = /(?<!\d)(?:19|20)\d\d\s*[-–]\s*((?:19|20)\d\d)(?!\d)/g;
  const past = (sentence: string, year: number) =>
    [...sentence.matchAll(range)].some((match) => Number(match[1]) < year);
  return (message: string, year = new Date().getFullYear()) =>
    sentencesOf(message).some(
      (sentence) =>
        !sentence.includes('?') &&
        (earnedHere.test(sentence) || hereEarned.test(sentence)) &&
        (done(sentence) || past(sentence, year)) &&
        !aside(sentence),
    );
}
