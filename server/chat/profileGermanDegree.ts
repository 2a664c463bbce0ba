import { anyOf, sentencesOf, word, type ProfileText } from './profileText';
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
  // "I studied mechanical engineering in Stuttgart and finished in 2021" (120b c21): studies
  // named with a German place, said finished, in a sentence that names no other country.
  const studiedHere = new RegExp(
    word(
      `${text.any(words.fieldStudied)}(?:\\s+[^\\s.,;!?]+){0,4}?\\s+${text.any(words.germanyNames)}`,
    ),
  );
  // "2021-2022 ein Jahr in Deutschland studiert (Studentenvisum, Erasmus-ähnlich)": a stay to
  // study, told by its residence title, is no degree earned there (77c W3). Studying itself
  // ("in Leipzig zwei Jahre Master studiert (2019-2021)", 84c W1) tells a stay, not its title.
  const studied = text.has(words.fieldStudied);
  const degreeNoun = new RegExp(
    word(anyOf(text.spelled(words.degree).filter((degree) => !studied(degree)))),
  );
  const titles = new RegExp(word(text.any(words.stayTitles)), 'g');
  // "in Dresden Informatik studiert (Master 2024)" (116c c10): studying names no title either.
  const exchange = (sentence: string) =>
    [...sentence.matchAll(titles)].some(([title]) => !degreeNoun.test(title) && !studied(title));
  // "Haven't checked the degree in Germany yet": Germany named for a recognition; "got accepted
  // to a master at TU Munich": for a place to study.
  const aside = text.has(
    `${words.wish},${words.admissionHeld},${words.partner},${words.relatives},${words.studiesUnfinished},${words.recognitionWords},${words.recognitionUnsettled},${words.recognised}`,
  );
  // "2019-2021", "de 2019 a 2021", "from 2019 to 2021", "von 2019 bis 2021", "2022–23", "2022/23".
  const range = /(?<!\d)(19|20)(\d\d)\s*(?:[-–/]|a|to|bis|hasta)\s*((?:19|20)?\d\d)(?!\d)/g;
  const endYear = ([, century = '', start = '', end = '']: RegExpMatchArray) =>
    Number(end.length === 2 ? `${end < start ? Number(century) + 1 : century}${end}` : end);
  // "Estuve en Alemania … y antes hice una maestría allá": "there" after Germany is Germany.
  const germany = new RegExp(word(text.any(words.germanyNames)));
  const there = new RegExp(word(text.any(words.thereWords)), 'g');
  const country = words.germanyNames.split(',')[0]?.trim() ?? '';
  // "… in Germany … but I return to Bolivia and finish my degree there" (81b C24): "there" is the
  // country named last before it.
  const otherCountry = new RegExp(word(text.any(words.otherCountries)), 'g');
  const germanyAll = new RegExp(germany.source, 'g');
  const lastAt = (pattern: RegExp, said: string) =>
    Math.max(-1, ...[...said.matchAll(pattern)].map((match) => match.index));
  const placed = (sentence: string) =>
    sentence.replace(there, (found: string, at: number) => {
      const before = sentence.slice(0, at);
      const germanyAt = lastAt(germanyAll, before);
      return germanyAt >= 0 && germanyAt > lastAt(otherCountry, before) ? ` ${country}` : found;
    });
  // "(Master 2024)", "master's, 2022": a degree dated by one year now past was finished then.
  const dated = new RegExp(word(`${text.any(words.degree)}[\\s,]+((?:19|20)\\d\\d)(?!\\d)`), 'g');
  const elsewhere = new RegExp(otherCountry.source);
  const finished = text.has(words.graduated);
  const studiedAlone = (sentence: string) =>
    sentence
      .split(/[,;]/)
      .some((clause) => studiedHere.test(clause) && finished(clause) && !elsewhere.test(clause));
  const past = (sentence: string, year: number) =>
    [...sentence.matchAll(range)].some((match) => endYear(match) < year) ||
    [...sentence.matchAll(dated)].some(([, end]) => Number(end) < year);
  return (message: string, year = new Date().getFullYear()) =>
    sentencesOf(message)
      .map(placed)
      .some(
        (sentence) =>
          !sentence.includes('?') &&
          (earnedHere.test(sentence) ||
            ((hereEarned.test(sentence) || studiedAlone(sentence)) && !exchange(sentence))) &&
          (done(sentence) || past(sentence, year)) &&
          !aside(sentence),
      );
}
