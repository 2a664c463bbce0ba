import { partnerPronoun } from './partnerPronoun';
import { word, type ProfileText } from './profileText';
import type { ProfileWords } from './profileWords';
import { whoSpeaks } from './whoSpeaks';

/**
 * Whether a part tells of the partner: it names them, but not only as the one the visitor went
 * with, closing the part ("viví 1 año legalmente en Alemania con mi esposo": the visitor's stay).
 */
function partnerToldFinder(words: ProfileWords, text: ProfileText) {
  const partner = text.has(words.partner);
  const companion = new RegExp(
    `${word(`${text.any(words.partnerWith)}\\s+${text.any(words.partner)}`)}\\s*$`,
  );
  return (part: string) => partner(part) && !companion.test(part.trim());
}

/** Where each part of a message stands in it, found one after the other. */
function placesOf(message: string, parts: readonly string[]) {
  let cursor = 0;
  return parts.flatMap((part) => {
    const at = message.indexOf(part, cursor);
    if (at < 0) return [];
    cursor = at + part.length;
    return [{ part, at }];
  });
}

/**
 * The parts of a message on the partner, not the visitor, by their start in the message: in a
 * sentence on the partner that does not name the visitor too ("Mein Partner kommt mit, hat
 * Deutsch A1"), or, once the partner is named, one that opens with their pronoun ("She is 38"),
 * the part that names the partner and every part after it. The parts before it are the
 * visitor's: "Eine Bewerberin ist 38, hat Deutsch B2, und ihr Mann, der die Voraussetzungen
 * erfüllt, kommt mit" gives her age and German, and only the rest to him.
 */
export function partnerParts(words: ProfileWords, text: ProfileText) {
  const partner = text.has(words.partner);
  const told = partnerToldFinder(words, text);
  const self = text.has(words.self);
  const pronoun = partnerPronoun(words, text);
  const both = text.has(words.bothOfUs);
  return (message: string, parts: readonly string[]) => {
    const starts = new Set<number>();
    // Each part's place, found in order: a part of an earlier sentence ("German B1") is not
    // found again in the partner's ("… is a nurse, German B1", 73b W3).
    const placed = placesOf(message, parts);
    let named = '';
    for (const sentence of message.matchAll(/[^.;!?]+/g)) {
      const from = sentence.index;
      const to = from + sentence[0].length;
      const opens = named !== '' && pronoun.opens(sentence[0], named);
      const onPartner = partner(sentence[0]) || opens;
      if (partner(sentence[0])) named = sentence[0];
      if (!onPartner) continue;
      // "Ich möchte meinen Mann mitnehmen, er ist Ingenieur, Deutsch B1, 34": in a sentence that
      // names the visitor too, the parts from one on the partner alone are theirs, until the
      // visitor speaks again.
      const mixed = self(sentence[0]);
      let theirs = opens && !mixed;
      let cursor = from;
      // "möchte mit meinem Mann (Ingenieur, auch mit Abschluss) kommen": a bracket opened right
      // after the partner's name is theirs, and what follows it the visitor's again.
      let namedBefore = false;
      let bracketEnd = -1;
      for (const { part, at } of placed) {
        if (at < from || at >= to) continue;
        if (namedBefore && /^[^()]*\($/.test(message.slice(cursor, at).trim())) {
          bracketEnd = message.indexOf(')', at);
        }
        const opensOnThem = mixed && at > from && pronoun.opens(part, named);
        cursor = at + part.length;
        namedBefore = partner(part);
        // "yo tengo 33 y él 36, los dos con 4 años de experiencia" (88a W1): what both have is the
        // visitor's too, from there on.
        if ((mixed && self(part)) || both(part)) theirs = false;
        else theirs ||= told(part) || opensOnThem;
        if (theirs || at < bracketEnd) starts.add(at);
      }
    }
    return starts;
  };
}

/**
 * Where a message speaks of the partner, not the visitor: the parts on the partner
 * (`partnerParts`), and, once the partner is named, a part that names them or opens with their
 * pronoun ("…, she is 38"). Each place is a part's start and end in the message.
 */
export function partnerPlaces(words: ProfileWords, text: ProfileText) {
  const partner = text.has(words.partner);
  const told = partnerToldFinder(words, text);
  const self = text.has(words.self);
  const pronoun = partnerPronoun(words, text);
  const theirParts = partnerParts(words, text);
  const { beforePartner } = whoSpeaks(words, text);
  return (message: string, parts: readonly string[]) => {
    const theirs = theirParts(message, parts);
    const places: { from: number; to: number }[] = [];
    let cursor = 0;
    let named = '';
    for (const part of parts) {
      const at = message.indexOf(part, cursor);
      if (at < 0) continue;
      cursor = at + part.length;
      const said = told(part) || (named !== '' && pronoun.opens(part, named));
      // "my German is B1 but my husband's is C1": the partner's place starts where it turns to them.
      const from = at + (partner(part) ? beforePartner(part).length : 0);
      if (theirs.has(at) || (said && !self(part))) places.push({ from, to: cursor });
      if (partner(part)) named = part;
    }
    return places;
  };
}

/** A message with places blanked out, each by as many spaces, so the rest keeps its place. */
export const blankPlaces = (message: string, places: readonly { from: number; to: number }[]) =>
  places.reduce(
    (said, { from, to }) => said.slice(0, from) + ' '.repeat(to - from) + said.slice(to),
    message,
  );
