import { whoSpeaks } from './whoSpeaks';
import type { StatedProfile } from './profile';
import { germanDegreeFinder } from './profileGermanDegree';
import { neededQuestionsFinder } from './profileNeeded';
import { recognitionUnsettledFinder } from './profileRecognitionDoubt';
import { asWords, sentencesOf, word, type ProfileText } from './profileText';
import type { ProfileWords } from './profileWords';

/**
 * A recognition said of another country than Germany: "in Kolumbien anerkannt", "reconocido en
 * Bolivia"; or of the home country, not named: "a degree recognized there", "reconocido en mi país";
 * not "fully recognized by the state ministry", a German state's (`germanStateAfter`).
 */
export const recognisedElsewherePattern = (words: ProfileWords, text: ProfileText) =>
  new RegExp(
    word(
      `(?:${text.any(words.placeWords)}\\s+${text.any(words.otherCountries)}|${text.any(words.recognisedElsewhere)}(?!\\s+${text.any(words.germanStateAfter)}))`,
    ),
  );

/**
 * "A recognised degree", said without a country, means recognised in Germany, as "comparable in
 * anabin" and a degree earned in Germany do; "recognised in Bolivia", "not recognised", "recognition pending" do not, and
 * "Brauche ich einen anerkannten Abschluss?" asks about one.
 */
export function recognitionReader(words: ProfileWords, text: ProfileText) {
  const recognisedHere = text.has(words.recognisedHere);
  const recognisedDenied = new RegExp(
    word(
      `${text.any(`${words.negations},${words.recognitionSought}`)}\\s+(?:[^\\s.,;!?]+\\s+){0,2}${text.any(words.recognisedHere)}`,
    ),
  );
  const elsewhere = recognisedElsewherePattern(words, text);
  const pending = new RegExp(word(text.any(words.recognitionPending)));
  const unsettled = recognitionUnsettledFinder(words, text);
  const neededQuestions = neededQuestionsFinder(words, text);
  const apart = recognisedApartFinder(words, text, words.recognisedApart);
  // "A candidate with a recognised computer science degree?": said before the degree, the
  // rating is stated even in a question.
  const before = recognisedApartFinder(words, text, words.recognisedBefore, true);
  const germanDegree = germanDegreeFinder(words, text);
  const alone = new RegExp(`^\\s*[("']?${text.any(words.recognisedAlone)}[)"']?[\\s.;!]*$`);
  // "Meine Frau ist Ärztin, anerkannt": the rating of another person's qualification, unless the
  // visitor is named after them ("Mein Bruder und ich: ich bin 29, Bachelor, anerkannt").
  const { otherNamedLast } = whoSpeaks(words, text);
  const aloneOfOwn = (message: string, part: string) =>
    alone.test(part) &&
    !sentencesOf(message).some((sentence) => {
      const at = sentence.indexOf(part.trim());
      return at >= 0 && otherNamedLast(sentence.slice(0, at));
    });
  return (message: string, parts: readonly string[], year?: number): StatedProfile => {
    const questions = neededQuestions(message);
    const inQuestion = (part: string) =>
      questions.some((question) => question.includes(part) || part.includes(question.trim()));
    const recognisedPart = (part: string) =>
      recognisedHere(part) &&
      !inQuestion(part) &&
      !elsewhere.test(part) &&
      !recognisedDenied.test(part) &&
      !pending.test(part) &&
      !unsettled(part);
    const profile: StatedProfile = {};
    const recognised =
      parts.some((part) => recognisedPart(part) || aloneOfOwn(message, part)) ||
      apart(message) ||
      before(message);
    if (recognised || germanDegree(message, year)) {
      profile.recognised = true;
    }
    if (parts.some((part) => recognisedHere(part) && inQuestion(part))) {
      profile.recognitionAsked = true;
    }
    return profile;
  };
}

/**
 * A qualification and its rating a few words apart in a sentence that states them
 * (`recognisedApart`): "Abschluss in Betriebswirtschaft anerkannt". The rating said last wins
 * over an anabin rating of the university before it ("en anabin como H+ y comparable"), but not
 * over a negation, a doubt, a recognition elsewhere or one still pending in the same clause, and a
 * sentence on a partner or a relative speaks of their qualification.
 */
function recognisedApartFinder(
  words: ProfileWords,
  text: ProfileText,
  phrases: string,
  inQuestions = false,
) {
  const pairs = text.spelled(phrases).map((phrase) => phrase.split(/\s+\.\.\.\s+/));
  // A sentence without a rating word is skipped before the patterns run.
  const rated = text.has(pairs.map(([, rating = '']) => rating).join(','));
  const patterns = pairs.map(([held = '', rating = '']) => {
    // The rating may stand in quotes, as anabin writes it: el título dice "entspricht", right
    // after the qualification too: "Abschluss 'entspricht'"; or after a comma: "a degree, it was
    // recognised by the ZAB"; or right after it: "la carrera entspricht" (75a); or in brackets:
    // "titulo de administracion de empresas (entspricht)" (104a m20).
    return new RegExp(
      word(
        `${asWords(held)},?(?:(?:\\s+[^\\s.;!?]+){0,6}?\\s+["'«„“(]?|\\s+["'«„“(])${asWords(rating)}`,
      ),
      'g',
    );
  });
  const against = new RegExp(
    word(
      text.any(
        `${words.negations},${words.unsure},${words.recognitionPending},${words.recognitionSought},${words.recognisedElsewhere}`,
      ),
    ),
  );
  const elsewhere = new RegExp(
    word(`${text.any(words.placeWords)}\\s+${text.any(words.otherCountries)}`),
  );
  const unsettled = text.has(words.recognitionUnsettled);
  const clauseEnd = new RegExp(`,|\\s${text.any(words.joiners)}\\s`);
  // "Mein Partner ist Ingenieur, sein Abschluss ist anerkannt": another person's degree.
  const someoneElse = text.has(`${words.partner},${words.relatives}`);
  return (message: string) =>
    sentencesOf(message)
      .filter(
        (sentence) =>
          rated(sentence) && (inQuestions || !sentence.includes('?')) && !someoneElse(sentence),
      )
      .some((sentence) =>
        patterns.some((pattern) =>
          [...sentence.matchAll(pattern)].some((match) => {
            // The part of the sentence between commas that holds both: "no sé si mi título está
            // reconocido", "degree is recognized in Peru but not in Germany" say otherwise. The
            // country is the rating's only in the rating's own clause: "Bachelor in Chile
            // abgeschlossen, anerkannt" names where the degree was earned.
            const end = match.index + match[0].length;
            const from = sentence.lastIndexOf(',', match.index) + 1;
            // "A recognised economics degree and no job offer yet": the clause ends at "and" too.
            const next = clauseEnd.exec(sentence.slice(end));
            const to = next ? end + next.index : -1;
            // "A recognised economics degree (not recent)": a bracket beside the match is an
            // aside of its own, not a doubt on the rating.
            // A bracket left open by the sentence's end ("(Urkunde bekommen!!") is one too.
            const asides = sentence.replace(/\([^()]*(?:\)|$)/g, (aside, at: number) =>
              at + aside.length <= match.index || at >= end ? ' '.repeat(aside.length) : aside,
            );
            const clause = asides.slice(from, to < 0 ? undefined : to);
            const ratingClause = sentence.slice(
              sentence.lastIndexOf(',', end - 1) + 1,
              to < 0 ? undefined : to,
            );
            // "título reconocido en anabin H+": the university's rating said after it is the one
            // meant (Q51), unlike "anabin H+ y la carrera entspricht".
            const after = sentence.slice(end, to < 0 ? undefined : to);
            return !against.test(clause) && !elsewhere.test(ratingClause) && !unsettled(after);
          }),
        ),
      );
}
