import { createPhraseFinder, type PhraseHit } from './intents';
import type { Told } from './profileFacts';
import { negationReach } from './profileNegation';
import { partnerPlaces } from './partnerPlaces';
import { list, word, type ProfileText } from './profileText';
import type { ProfileWords } from './profileWords';
import type { SpellingMap } from './spelling';

/**
 * The words a negation of a fact may stand in (`negationReach`). "Einen Entwickler ohne
 * Studienabschluss einstellen": "ohne" is the degree's, not the offer's; after the fact, it
 * is what follows it's ("Jobangebot ohne Tarifvertrag"). "Reconocido en Alemania
 * pero no hablo alemán": a recognition's negation stops at "pero"; "Mi esposo viene conmigo pero
 * no cumple los requisitos" still denies the partner.
 */
export function nearFinder(words: ProfileWords, text: ProfileText) {
  const without = new RegExp(`^${text.any(words.without)}$`);
  const contrast = new RegExp(`^${text.any(`${words.contrast},${words.without}`)}$`);
  const degreeDenial = new RegExp(word(text.any(words.noDegree)), 'g');
  const turning = new Set<Told>(['recognised', 'partialRecognition', 'jobOffer']);
  // "The offer is 44k not 48k" (73b W1): a negation before an amount corrects the amount.
  const amountDenied = new RegExp(`${word(text.any(words.negations))}(?=\\s+\\d)`, 'g');
  // Before the reach is cut: "la oferta es de 44k no 48k" keeps the amount after "no" (76a W3).
  // "I don't have recognition yet but I have a job offer" (91b W2): a contrasting word before the
  // fact turns from what was denied; not one right after a negation ("not yet recognised").
  const negations = text.any(words.negations);
  const turnBefore = new RegExp(
    `(?<!${word(negations)}\\s+)${word(text.any(words.contrast))}`,
    'g',
  );
  const fromTurn = (part: string, fact: string) => {
    const at = part.indexOf(fact);
    const turns = at < 0 ? [] : [...part.slice(0, at).matchAll(turnBefore)];
    return part.slice(turns.at(-1)?.index ?? 0);
  };
  return (part: string, fact: string, kind: Told) =>
    negationReach(
      fromTurn(part, fact).replace(amountDenied, ' '),
      fact,
      turning.has(kind) ? contrast : without,
    ).replace(degreeDenial, ' ');
}

/**
 * The set phrases said of the visitor: beside the visitor's own words ("Ich bin Informatiker …
 * Meine Frau (Ärztin, Abschluss nicht anerkannt) …") what is said of the partner is hers, and
 * only the partner herself is read there (`partner`). A message with no word of the visitor's
 * own ("mi esposo tiene 46 años, título reconocido y oferta de trabajo") tells the partner's case.
 */
export function ownHitsFinder(
  words: ProfileWords,
  text: ProfileText,
  told: (message: string) => PhraseHit<Told>[],
) {
  const partnersAt = partnerPlaces(words, text);
  const self = text.has(words.self);
  // "Training in Mexico (not recognised in Germany yet)": Germany named for a recognition, not a stay.
  const recognition = text.has(`${words.recognitionWords},${words.recognised}`);
  const stayOnly = (message: string, hit: PhraseHit<Told>) =>
    hit.kind !== 'germanStay' || !recognition(message.slice(hit.index, hit.index + hit.length));
  const supposed = supposedFinder(words, text);
  return (message: string, parts: readonly string[]) => {
    const places = self(message) ? partnersAt(message, parts) : [];
    return told(message).filter(
      (hit) =>
        (hit.kind === 'partner' ||
          !places.some(({ from, to }) => hit.index >= from && hit.index < to)) &&
        stayOnly(message, hit) &&
        !supposed(message, hit),
    );
  };
}

/**
 * Whether a message tells a case of its own outside its questions: a statement with a number
 * ("Tengo 33 años, … 2 años de experiencia."), not only a question ("y si mi reconocimiento sale
 * parcial?").
 */
export const caseTold = (message: string) => /\d/.test(message.replace(/[^.;!?]*\?/g, ' '));

/**
 * A recognition only supposed in a question beside a case told: "Tengo 33 años, … ¿Me sirve si
 * consigo un reconocimiento parcial?", "… What if my degree were recognised in Germany?". The
 * visitor asks what it would add to their case, so it is no fact of theirs: the reply counts
 * without it and names what it could add. Asked alone ("y si mi reconocimiento sale parcial?
 * ¿qué nivel de alemán piden?"), the supposition is what the answer is about, and is kept.
 */
function supposedFinder(words: ProfileWords, text: ProfileText) {
  const recognitions = new Set<Told>(['recognised', 'partialRecognition']);
  const supposedBefore = new RegExp(`${word(text.any(words.supposed))}[^,.;!?]*$`);
  return (message: string, hit: PhraseHit<Told>) => {
    if (!recognitions.has(hit.kind) || !caseTold(message)) return false;
    const before = message.slice(0, hit.index);
    const start = Math.max(...['.', '!', '?', ';'].map((mark) => before.lastIndexOf(mark))) + 1;
    const ends = /[.!?;]/.exec(message.slice(hit.index + hit.length));
    return ends?.[0] === '?' && supposedBefore.test(before.slice(start));
  };
}

/** The whole sentence a hit is in: "my wife comes, and she also meets the requirements". */
export function sentenceAround(message: string, hit: PhraseHit<Told>): string {
  const end = hit.index + hit.length;
  return (
    (message
      .slice(0, end)
      .split(/[.;!?]/)
      .at(-1) ?? '') + (message.slice(end).split(/[.;!?]/)[0] ?? '')
  );
}

/** The same kind of fact said again in a later part, found once the hit's part is blanked out. */
export function laterHitsFinder(
  ownHits: (message: string, parts: readonly string[]) => PhraseHit<Told>[],
) {
  return (message: string, parts: readonly string[], hit: PhraseHit<Told>, part: string) => {
    const end = Math.max(hit.index + hit.length, message.indexOf(part) + part.length);
    const blanked = ' '.repeat(end) + message.slice(end);
    return ownHits(blanked, parts).filter((later) => later.kind === hit.kind);
  };
}

/**
 * What a part says of a recognition it names, for a pending word to deny it: up to a contrasting
 * word after it whose clause turns to something else. "Título reconocido completamente pero todavía
 * no tengo la autorización para enseñar" speaks of the licence after "pero"; "reconocido, pero
 * todavía no en Alemania" and "pero la resolución está en trámite" still of the recognition.
 */
export function recognitionClauseFinder(words: ProfileWords, text: ProfileText) {
  const turn = new RegExp(`\\s${text.any(words.contrast)}\\s`);
  const aboutIt = text.has(`${words.recognitionWords},${words.recognised},${words.germanyNames}`);
  return (part: string, fact: string) => {
    const end = part.indexOf(fact) + fact.length;
    const rest = part.slice(end);
    const at = rest.search(turn);
    return at < 0 || aboutIt(rest.slice(at)) ? part : part.slice(0, end + at);
  };
}

/**
 * The phrases of a stay in Germany, each also with a German city for the country: "Ich habe in
 * Leipzig zwei Jahre Master studiert (2019-2021)" tells a stay as "in Deutschland" does (84c W1).
 */
function stayPhrases(words: ProfileWords) {
  const [country = '', ...cities] = list(words.germanyNames);
  const countryWord = new RegExp(`(^|\\s)${country}(?=\\s|$)`);
  return list(words.stay)
    .flatMap((phrase) =>
      countryWord.test(phrase)
        ? [phrase, ...cities.map((city) => phrase.replace(countryWord, `$1${city}`))]
        : [phrase],
    )
    .join(', ');
}

/** The set phrases of what a message states or denies, by the fact they tell. */
export const toldFinder = (words: ProfileWords, spelling: SpellingMap) =>
  createPhraseFinder<Told>(
    {
      partialRecognition: words.partialRecognition,
      partner: words.partner,
      germanStay: stayPhrases(words),
      jobOffer: words.jobOffer,
      recognised: words.recognised,
      collectiveAgreement: words.collectiveAgreement,
      trainingContract: words.trainingContract,
    },
    spelling,
  );
