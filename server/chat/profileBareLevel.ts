import { languageLevels, type LanguageLevel } from '../../src/shared/germanyCheck/answers';
import type { StatedProfile } from './profile';
import type { ProfileWords } from './profileWords';
import type { Reader } from './profileReaders';
import { word, type ProfileText } from './profileText';

/**
 * A level held, said with no language named: "todavía tengo A2, el B1 lo rindo en marzo" (77a
 * W1), "habe jetzt das B2 Zertifikat". Alone it says nothing; a follow-up gives it to the one language the earlier case named
 * (`withFollowUp`).
 */
export function bareLevelReader(words: ProfileWords, text: ProfileText): Reader {
  const language = text.has(`${words.german},${words.english}`);
  // "Ich habe jetzt das B2 Zertifikat bekommen" (83c A1): two words between, none denying it.
  const between = `(?:\\s+(?!${text.any(words.negations)}(?![^\\s.,;!?]))[^\\s\\d.,;!?]+){0,2}`;
  const held = new RegExp(word(`${text.any(words.levelHeld)}${between}\\s+([abc][12])`), 'gi');
  // "no tengo B1 todavía, tengo A1 nomás" (105a f11): the level denied is not the one held.
  const deniedBefore = new RegExp(`${word(text.any(words.negations))}\\s+$`);
  return (message): StatedProfile => {
    if (language(message)) return {};
    const level = [...message.matchAll(held)]
      .find((match) => !deniedBefore.test(message.slice(0, match.index)))?.[1]
      ?.toUpperCase();
    return languageLevels.includes(level as LanguageLevel)
      ? { levelUnnamed: level as LanguageLevel }
      : {};
  };
}
