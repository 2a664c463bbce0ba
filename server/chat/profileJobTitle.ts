import type { Occupation } from '../../src/shared/germanyCheck/answers';
import { createPhraseMatcher } from './intents';
import type { StatedProfile } from './profile';
import type { ProfileWords } from './profileWords';
import type { Reader } from './profileReaders';
import { word, type ProfileText } from './profileText';
import type { SpellingMap } from './spelling';

/**
 * What an occupation's name makes of it: a skilled `trade` is in short supply but off the Blue
 * Card's list, as is social work (`shortageOffList`), which is no trade.
 */
export type NamedOccupation =
  'it' | 'nursing' | 'shortage' | 'blueCardList' | 'shortageOffList' | 'trade' | 'notOccupation';

/** The names of the check's occupations, and of those that look like one and are not. */
export const occupationNames = (words: ProfileWords, spelling: SpellingMap) =>
  createPhraseMatcher<NamedOccupation>(
    {
      it: words.it,
      nursing: words.nursing,
      shortage: words.shortage,
      blueCardList: words.blueCardList,
      shortageOffList: words.shortageOffList,
      trade: words.shortageTrade,
      notOccupation: words.notOccupation,
    },
    spelling,
  );

/** How many words a job's title may have. */
const titleWords = 5;
/** How many words may stand between an offer and "as" before its title. */
const offerReach = 6;

/**
 * The occupation of the job offered, where the message names it right after "offer as",
 * "oferta como", "Stelle als", or a few words after an offer: § 18g AufenthG gives the Blue
 * Card's lower threshold (1, sentence 2) and its route without a degree (2) by the job in
 * Germany, not by the degree ("título en informática, oferta como controller" is no IT job). A
 * title of the Blue Card's list is that occupation; a job in none of its groups
 * (`otherJobTitles`: a controller, a help desk, whose ICT technicians are not the IT specialists
 * of group 25) is another one, as are a skilled trade and a job below a degree's level
 * (`jobsBelowDegree`). A title the words do not know, or one that only looks like an occupation
 * of the list ("auxiliar de enfermería", "ingeniero comercial"), says nothing: the visitor's own
 * occupation is weighed.
 */
/**
 * The job's title after "offer as" (its words in the first group): "la oferta que tengo es como
 * chofer", "Angebot über 46.000 € als Backend-Entwickler" (an offer, a few words of the same
 * sentence, an amount's point too, then "as" and the title).
 */
function titlePattern(words: ProfileWords, text: ProfileText) {
  const name = `((?:\\s+[^\\s.,;:!?()€\\d]+){1,${titleWords}})`;
  const gap = `(?:\\s+(?:[^\\s;!?.]|\\.(?=\\d))+){0,${offerReach}}?`;
  return new RegExp(
    `(?:${word(text.any(words.jobTitleBefore))}|${word(text.any(words.jobTitleOffer))}${gap}\\s+${word(text.any(words.jobTitleAs))})${name}`,
    'g',
  );
}

/**
 * The message without the job's title, for the visitor's own occupation: "civil engineer … but
 * the offer is as a software developer" is an engineer (57j).
 */
export function jobTitleRemover(words: ProfileWords, text: ProfileText) {
  const title = titlePattern(words, text);
  return (message: string) => message.replace(title, ' ');
}

export function jobTitleReader(
  words: ProfileWords,
  text: ProfileText,
  spelling: SpellingMap,
): Reader {
  const title = titlePattern(words, text);
  const end = new RegExp(`\\s${word(text.any(words.jobTitleEnd))}.*$`);
  const named = occupationNames(words, spelling);
  const other = text.has(words.otherJobTitles);
  const notShortage = text.has(words.notShortage);
  const belowDegree = text.has(words.jobsBelowDegree);
  const unskilled = text.has(words.unskilledJobTitles);
  const occupationOf = (name: string): Occupation | undefined => {
    const [first] = named(name).intents;
    // A nursing assistant's post ("auxiliar de enfermería") is a nurse's field whose licence
    // question stays the visitor's own (57f): no occupation of its own is read from it.
    if (first === 'notOccupation') return undefined;
    if (other(name) || belowDegree(name) || unskilled(name)) return 'other';
    if (first === 'trade') return 'shortageOffList';
    return first;
  };
  // "como ingeniero de proyectos (no es área de escasez, es consultoría de gestión)": a bracket
  // right after the title that places the job outside the shortage groups or in another field.
  const outside = (after: string) => {
    const aside = /^\s*\(([^)]*)\)/.exec(after)?.[1] ?? '';
    return notShortage(aside) || other(aside);
  };
  const nearOffer = new RegExp(
    `${word(text.any(words.jobTitleOffer))}((?:\\s+[^\\s,;:!?.]+){1,${offerReach + titleWords}})`,
    'g',
  );
  // "oferta en Berlin de key account manager (ventas)", "offers me a marketing manager job": a
  // title known to lie outside the check's lists, a few words after an offer with no "as"
  // between, is the job's all the same (75a W3, 74b W2). Only such titles: any other word there
  // may be the place or the employer ("oferta de una empresa de software").
  // "Tengo una oferta y trabajo en ventas": a joining word ends the offer's words.
  const joined = new RegExp(
    `\\s${word(`(?:${text.any(words.joiners)}|${text.any(words.contrast)})`)}\\s.*$`,
  );
  const offeredOutside = (message: string) =>
    [...message.matchAll(nearOffer)].some((match) => {
      const after = (match[1] ?? '').replace(joined, '');
      return (other(after) || belowDegree(after)) && named(after).intents[0] !== 'notOccupation';
    });
  return (message): StatedProfile => {
    const matches = [...message.matchAll(title)];
    if (!matches.length && offeredOutside(message)) {
      // Read loosely, its fit to the degree is the visitor's to show, as on the check.
      return { jobOccupation: 'other' };
    }
    const titles = matches.map((match) => (match[1] ?? '').replace(end, ''));
    const found = matches.map((match, index) =>
      outside(message.slice(match.index + match[0].length))
        ? 'other'
        : occupationOf(titles[index] ?? ''),
    );
    const [jobOccupation] = found.filter((occupation) => occupation !== undefined);
    // "Oferta como auxiliar de enfermería": no occupation of the Blue Card's list (58b Q4).
    const looksListed = titles.some((name) => named(name).intents[0] === 'notOccupation');
    if (!jobOccupation) {
      // …and, being an assistant's post, may not fit a degree nor be qualified employment
      // (§ 2 (12b) AufenthG): both are the visitor's to show (59d: an economics master).
      const assistant = titles.some((name) => belowDegree(name));
      if (looksListed && assistant) {
        return { jobOffList: true, jobBelowDegree: true, jobTitleUnread: true };
      }
      if (looksListed) return { jobOffList: true };
      return titles.some((name) => name.trim()) ? { jobTitleUnread: true } : {};
    }
    // A truck driver's job fits no degree: the Blue Card's job row is missing; a helper's is no
    // qualified employment either.
    if (titles.some((name) => unskilled(name))) {
      return { jobOccupation, jobOutsideField: true, unskilledJob: true };
    }
    const below = titles.some((name) => belowDegree(name));
    return below
      ? { jobOccupation, jobOutsideField: true, jobBelowDegree: true }
      : { jobOccupation };
  };
}
