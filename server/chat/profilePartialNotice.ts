import type { StatedProfile } from './profile';
import type { ProfileWords } from './profileWords';
import type { Reader } from './profileReaders';
import { word, type ProfileText } from './profileText';
import { caseTold } from './profileToldHelpers';

/** How many words may stand between a word for recognition and the word that makes it partial. */
const partialReach = 4;

/**
 * A partial recognition said in any word order (§ 20b (1) no. 1 AufenthG): "my recognition notice
 * says partial", "Anerkennung teilweise", "la resolución de reconocimiento dice parcial". A word
 * for the recognition or its notice and a word for "partial" in one part of a sentence, a few
 * words apart either way. A part that denies it ("not partial") or says it is still to come
 * ("recognition pending, maybe partial") states nothing, and neither does a question whether it
 * is needed ("do I need a partial recognition?") or what it would add ("¿me sirve si consigo un
 * reconocimiento parcial?"). What the set phrases state or deny
 * (`partialRecognition`, read later) wins.
 */
export function partialNoticeReader(words: ProfileWords, text: ProfileText): Reader {
  const recognition = text.any(words.recognitionWords);
  const partial = text.any(words.partialWords);
  // "Recognition: partial", "Anerkennung teilweise", "notice says partial".
  const between = `[\\s:]+(?:[^\\s.,;:!?]+[\\s:]+){0,${partialReach}}`;
  const said = new RegExp(
    word(`(?:${recognition}${between}${partial}|${partial}${between}${recognition})`),
  );
  const denied = new RegExp(word(text.any(words.negations)));
  const pending = new RegExp(word(text.any(words.recognitionPending)));
  const needed = text.has(words.offerNeeded);
  // "Tengo 33 años, … ¿Me sirve si consigo un reconocimiento parcial?": supposed beside a case
  // told, not held (`caseTold`).
  const supposed = text.has(words.supposed);
  const questions = (message: string) =>
    (message.match(/[^.;!?]*\?/g) ?? []).filter(
      (question) => needed(question) || (supposed(question) && caseTold(message)),
    );
  return (message, parts): StatedProfile => {
    const asked = questions(message);
    const stated = parts.some(
      (part) =>
        said.test(part) &&
        !denied.test(part) &&
        !pending.test(part) &&
        !asked.some((question) => question.includes(part)),
    );
    return stated ? { partialRecognition: true } : {};
  };
}
