import type { Occupation } from '../../src/shared/germanyCheck/answers';
import { createPhraseMatcher } from './intents';
import type { StatedProfile } from './profile';
import type { ProfileWords } from './profileWords';
import type { Reader } from './profileReaders';
import { word, type ProfileText } from './profileText';
import type { SpellingMap } from './spelling';

/** What an occupation's name makes of it; `trade` is a shortage occupation for the points only. */
export type NamedOccupation =
  'it' | 'nursing' | 'shortage' | 'blueCardList' | 'trade' | 'notOccupation';

/** The names of the check's occupations, and of those that look like one and are not. */
export const occupationNames = (words: ProfileWords, spelling: SpellingMap) =>
  createPhraseMatcher<NamedOccupation>(
    {
      it: words.it,
      nursing: words.nursing,
      shortage: words.shortage,
      blueCardList: words.blueCardList,
      trade: words.shortageTrade,
      notOccupation: words.notOccupation,
    },
    spelling,
  );

/** How many words a job's title may have. */
const titleWords = 5;

/**
 * The occupation of the job offered, where the message names it right after "offer as",
 * "oferta como", "Stelle als": § 18g AufenthG gives the Blue Card's lower threshold (1, sentence
 * 2) and its route without a degree (2) by the job in Germany, not by the degree ("título en
 * informática, oferta como controller" is no IT job). A title of the Blue Card's list is that
 * occupation; a job in none of its groups (`otherJobTitles`: a controller, a sales clerk, a
 * help desk, whose ICT technicians are not the IT specialists of group 25) is another one, as
 * are a skilled trade and a name that only looks like one of the list's ("ingeniero comercial").
 * A title the words do not know says nothing: the visitor's own occupation is weighed.
 */
export function jobTitleReader(
  words: ProfileWords,
  text: ProfileText,
  spelling: SpellingMap,
): Reader {
  const title = new RegExp(
    `${word(text.any(words.jobTitleBefore))}((?:\\s+[^\\s.,;:!?()€\\d]+){1,${titleWords}})`,
    'g',
  );
  const end = new RegExp(`\\s${word(text.any(words.jobTitleEnd))}.*$`);
  const named = occupationNames(words, spelling);
  const other = text.has(words.otherJobTitles);
  const occupationOf = (name: string): Occupation | undefined => {
    if (other(name)) return 'other';
    const [first] = named(name).intents;
    if (first === 'trade' || first === 'notOccupation') return 'other';
    return first;
  };
  return (message): StatedProfile => {
    const found = [...message.matchAll(title)].map((match) =>
      occupationOf((match[1] ?? '').replace(end, '')),
    );
    const [jobOccupation] = found.filter((occupation) => occupation !== undefined);
    return jobOccupation ? { jobOccupation } : {};
  };
}
