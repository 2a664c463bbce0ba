import type { Occupation } from '../../src/shared/germanyCheck/answers';
import { occupationNames, type NamedOccupation } from './profileJobTitle';
import type { ProfileWords } from './profileWords';
import { word, type ProfileText } from './profileText';
import type { SpellingMap } from './spelling';

/**
 * How many words a work's title may have after "as": "como gerente de ventas". Between the word
 * for working and "as" a bracket may date it: "arbeite seit 5 Jahren (2021-heute) als …".
 */
const workTitleWords = 4;
/** How many words may stand between working and its field: "worked for 6 years in sales". */
const otherWorkReach = 4;
/** How many characters before a work phrase a contrast word sets it against the degree. */
const contrastReach = 20;

/** The check's occupation of a name: a skilled trade is short but off the Blue Card's list. */
const asOccupation = (named: NamedOccupation): Occupation =>
  named === 'trade' ? 'shortageOffList' : named === 'notOccupation' ? 'other' : named;

/** Every occupation a text names, in the order `occupationReader` weighs them. */
export function occupationsNamed(words: ProfileWords, spelling: SpellingMap) {
  const named = occupationNames(words, spelling);
  return (held: string): Occupation[] => named(held).intents.map(asOccupation);
}

/**
 * The work the visitor says they do or did: from the word for working to the title after "as"
 * ("trabajo como gerente de ventas", "I work as software developer", "arbeite als Entwickler"),
 * and work in a field of no occupation of the check's lists said beside working ("worked in
 * sales", "trabajo en atención al cliente", "seit 2018 im Vertrieb tätig").
 */
export function workFinders(words: ProfileWords, text: ProfileText) {
  const work = text.any(words.work);
  const phrase = new RegExp(
    word(
      `${work}(?:\\s+[^\\s.,;!?]+){0,4}?\\s+${text.any(words.workAs)}(?:\\s+[^\\s.,;!?()]+){1,${workTitleWords}}`,
    ),
  );
  // "I work 6 years as a chef": a job below a degree is work outside its field too (85b W1).
  const field = text.any(`${words.otherJobTitles},${words.jobsBelowDegree}`);
  const gap = `(?:\\s+[^\\s.,;!?]+){0,${otherWorkReach}}?\\s+`;
  // "I work since 5 years as a sales manager" (72b W1): the title after "as", farther on.
  const asTitle = `${work}(?:\\s+[^\\s.,;!?()]+){0,4}?\\s+${text.any(words.workAs)}(?:\\s+[^\\s.,;!?()]+){0,2}?\\s+${field}`;
  const other = new RegExp(word(`(?:${work}${gap}${field}|${field}${gap}${work}|${asTitle})`));
  const as = new RegExp(word(text.any(words.workAs)), 'g');
  // "Maschinenbau studiert, arbeite aber seit 2017 als Englischlehrer": the work set against
  // what came before it, by a contrast word in it or just before it.
  const contrast = new RegExp(word(text.any(words.contrast)));
  return {
    workPhrase: (held: string) => phrase.exec(held)?.[0],
    otherWork: (held: string) => other.test(held),
    /** The title of a work phrase: what follows its last "as". */
    workTitle: (found: string) => found.split(as).pop() ?? '',
    contrasted: (held: string, found: string) => {
      const at = held.indexOf(found);
      return contrast.test(held.slice(Math.max(0, at - contrastReach), at + found.length));
    },
  };
}
