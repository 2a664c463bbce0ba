import { escapeRegExp } from '../../src/shared/chat/text';
import { list, sentencesOf, word, type ProfileText } from './profileText';
import type { ProfileWords } from './profileWords';
import type { Reader } from './profileReaders';

/** § 20a (4) and § 19c (2) with § 6 BeschV ask a vocational qualification of two years at least. */
const yearsOfTraining = 2;
/** How many words before a length may name the training it is the length of. */
const titleReach = 8;

/** A length said with a qualification, and the title it is said of. */
interface Length {
  years: number;
  title: string;
  text: string;
}

/**
 * One way of saying a qualification's length (`engine.profile.qualificationLength`): `#` the
 * number of years (`#.#` with a half: "1.5-year", "1,5 Jahre"), `%` the number of months ("un curso técnico de 18 meses"), `*` the title,
 * `...` up to three other words (`...+` up to six, the last ending at a comma). Said without either ("zweijährige ... *"), the length is two
 * years or more.
 */
function lengthPattern(phrase: string, titles: string, text: ProfileText): RegExp {
  const gap = '(?:[^\\s.,;!?]+\\s+){0,3}';
  // "Ausbildung als Koch, die nur 18 Monate gedauert hat", "Ausbildung als Técnico Auxiliar en
  // Contabilidad gemacht, nur 18 meses": words up to a comma that opens the clause telling the
  // length.
  const commaGap = '(?:[^\\s.,;!?]+\\s+){0,5}[^\\s.,;!?]+,\\s*';
  const tokens = phrase.split(/\s+/);
  const body = tokens
    .map((token, index) => {
      const part =
        token === '*'
          ? `(?<title>${titles})`
          : token === '...'
            ? gap
            : token === '...+'
              ? commaGap
              : escapeRegExp(text.spelled(token)[0] ?? token)
                  .replace('#\\.#', '(?<years>(?<![\\d.,])\\d{1,2}[.,]5)')
                  .replace('#', '(?<years>(?<![\\d.,])\\d{1,2})')
                  .replace('%', '(?<months>\\d{1,3})');
      const joined = index === 0 || tokens[index - 1] === '...' || tokens[index - 1] === '...+';
      return joined ? part : `\\s+${part}`;
    })
    .join('');
  return new RegExp(word(body), 'g');
}

/**
 * A qualification named with its length in years: "a 2-year culinary diploma recognised by the
 * state", "técnica en enfermería (carrera de 3 años)", "3-year nursing technician degree". A
 * diploma, certificate or programme of two years or more, with no degree named, is vocational
 * training of that length (§ 20a (4), § 19c (2)), not a question of degree or training. A
 * "carrera" or "degree" of some years said of a technician's training is that training, not a
 * university degree. A degree named apart from its length ("a bachelor's", "ingeniera") stays.
 */
export function qualificationLengthReader(words: ProfileWords, text: ProfileText): Reader {
  const training = text.any(words.trainingTitles);
  const degreeTitle = text.has(words.degreeTitles);
  const phrases = list(words.qualificationLength);
  const patternsOf = (said: readonly string[]) =>
    said.map((phrase) =>
      lengthPattern(phrase, `${training}|${text.any(words.degreeTitles)}`, text),
    );
  // "Técnico Medio (1 Jahr, Instituto)": a length opening a bracket after its title, or a clause
  // after a comma ("Ausbildung als Koch, die nur 18 Monate gedauert hat"), which the parts keep
  // apart, is read in the sentence.
  const inSentence = (phrase: string) => phrase.includes('(') || phrase.includes('...+');
  const patterns = patternsOf(phrases.filter((phrase) => !inSentence(phrase)));
  const bracketPatterns = patternsOf(phrases.filter(inSentence));
  const degree = text.has(`${words.degree},${words.academic}`);
  const vocational = text.has(words.vocational);
  const notState = text.has(words.notStateRecognised);
  const aside = text.has(`${words.wish},${words.partner},${words.noDegree}`);
  // "Un curso de alemán de 7 meses": a language course is no vocational training.
  const language = new RegExp(word(`${text.any(words.languageCourse)}\\w*`));
  // "1 año y medio de instituto", "1 and a half years": half a year more.
  const half = text.has(words.half);
  const lengths = (part: string, among = patterns): Length[] =>
    among.flatMap((pattern) =>
      [...part.matchAll(pattern)]
        .filter((match) => !language.test(match[0]))
        .map((match) => ({
          years: match.groups?.months
            ? Number(match.groups.months) / 12
            : Number(match.groups?.years?.replace(',', '.') ?? yearsOfTraining) +
              (half(match[0]) ? 1 / 2 : 0),
          title: match.groups?.title ?? '',
          text: match[0],
        })),
    );
  return (message, parts) => {
    // A wish, a partner or a denial said before the length makes it another's or one to come
    // ("quiero hacer una Ausbildung de 3 años"); said after, not ("mit einjähriger Ausbildung
    // möchte zu uns").
    const said = [...parts, ...sentencesOf(message)].flatMap((part, at) =>
      lengths(part, at < parts.length ? patterns : bracketPatterns).filter(
        (length) => !aside(part.slice(0, part.indexOf(length.text))),
      ),
    );
    const long = said.filter((length) => length.years >= yearsOfTraining);
    const rest = said.reduce((left, length) => left.replace(length.text, ' '), message);
    if (degree(rest)) return {};
    // "Privates Zertifikat (Kochkurs 2 Jahre, nicht staatlich anerkannt)": whatever its length.
    if (notState(message)) return { schoolOnly: true, vocational: false, degree: false };
    // "Un curso técnico de 1 año": a training shorter than two years is no qualification these
    // routes count, so the case is weighed as one of school alone; unless the message names a
    // training besides it ("vocational diploma in logistics … a 4-month German course").
    // The training a length is said of stands just before it ("técnico medio en enfermería
    // (auxiliar, 1 año y medio de instituto)"): one named farther off, or before another
    // length ("técnico (3 años), después un curso de 6 meses"), is another. A bracket may open
    // the length: "técnico básico del INFOCAL (curso de 1 año)".
    const others = said.reduce(
      (left, length) =>
        left.replace(
          new RegExp(`(?:[^\\s\\d]+\\s+){0,${titleReach}}\\(?${escapeRegExp(length.text)}`),
          ' ',
        ),
      message,
    );
    const short = said.some((length) => !degreeTitle(length.title)) && !vocational(others);
    if (!long.length) return short ? { schoolOnly: true, vocational: false, degree: false } : {};
    const asTraining = long.some((length) => !degreeTitle(length.title));
    // "Carrera de 3 años" alone is a degree; said of a "técnica en enfermería", the training.
    const trainingNamed = vocational(rest);
    if (!asTraining && !trainingNamed) return {};
    // The degree read from the length's own title ("carrera de") is the training's; a degree
    // denied ("sin título") stays denied.
    return degree(message) ? { vocational: true, degree: undefined } : { vocational: true };
  };
}
