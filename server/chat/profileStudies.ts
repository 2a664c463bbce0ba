import { escapeRegExp, wordChars } from '../../src/shared/chat/text';
import { list, word, type ProfileText } from './profileText';
import type { ProfileWords } from './profileWords';
import type { Reader } from './profileReaders';

/**
 * One way of naming university studies (`engine.profile.degreeStudies`): a leading `*` is a
 * compound's first part, two letters or more ("*studium": Lehramtsstudium, BWL-Studium, not a
 * "Studium" alone, which may be one wished for), `...` up to three other words.
 */
function studiesPattern(phrase: string, text: ProfileText): string {
  const tokens = phrase.split(/\s+/);
  return tokens
    .map((token, index) => {
      const part =
        token === '...'
          ? '(?:[^\\s.,;!?]+\\s+){0,3}'
          : token.startsWith('*')
            ? `[${wordChars}]{2,}-?${escapeRegExp(text.spelled(token.slice(1))[0] ?? '')}`
            : escapeRegExp(text.spelled(token)[0] ?? token);
      return index === 0 || tokens[index - 1] === '...' ? part : `\\s+${part}`;
    })
    .join('');
}

/**
 * Studies at a university name a degree: "Lehrerin (Lehramtsstudium in Chile)", "estudié
 * pedagogía en la universidad", "I studied education at university". Not studies wished for
 * ("möchte ein Studium"), a partner's, denied ("kein Lehramtsstudium") or left unfinished
 * ("Informatikstudium abgebrochen").
 */
export function studiesReader(words: ProfileWords, text: ProfileText): Reader {
  const body = `(?:${list(words.degreeStudies)
    .map((phrase) => studiesPattern(phrase, text))
    .join('|')})`;
  const studies = new RegExp(word(body));
  const denied = new RegExp(
    word(`${text.any(words.negations)}\\s+(?:[^\\s.,;!?]+\\s+){0,2}${body}`),
  );
  const aside = text.has(
    `${words.wish},${words.partner},${words.noDegree},${words.studiesUnfinished}`,
  );
  // "I studied industrial engineering in Bolivia (5 years)", "Me titulé de medicina en 2024"
  // (85b, 85a): studies finished in a field the Blue Card's list names after its academic
  // occupations (engineering, medicine, the sciences), unless a training is named beside them.
  const studiedField = new RegExp(
    word(
      `${text.any(words.fieldStudied)}\\s+(?:[^\\s.,;!?]+\\s+){0,2}?${text.any(`${words.fieldShortage},${words.fieldBlueCardList}`)}`,
    ),
  );
  const training = text.has(words.vocational);
  const academic = (part: string) =>
    studies.test(part) || (studiedField.test(part) && !training(part));
  return (_message, parts) =>
    parts.some((part) => academic(part) && !denied.test(part) && !aside(part))
      ? { degree: true }
      : {};
}
