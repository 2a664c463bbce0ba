import { word, type ProfileText } from './profileText';
import type { ProfileWords } from './profileWords';

/** The words of a negation's scope (comma-separated copy under `engine.profile`). */
export interface NegationWords {
  /**
   * "Without", which after a fact denies what follows it, not the fact: "Jobangebot ohne
   * Tarifvertrag", "oferta de 48.000 € sin convenio colectivo".
   */
  without: string;
}

/** How many words after a fact a negation may stand and deny it ("Jobangebot habe ich noch keins"). */
const negationAfterReach = 4;

/**
 * The words of a part a negation of a fact may stand in: before it since the last comma, or a
 * few words after, up to a word that turns to another matter (`contrast`). In "quiero contratar
 * a un desarrollador que no tiene título" the "no" is the degree's, not the hiring's; in "a
 * degree not recognised, …, my husband is an accountant" the "not" is the degree's, not the
 * husband's; in "título reconocido en Alemania pero no hablo alemán" it is the language's.
 */
export function negationReach(part: string, fact: string, contrast?: RegExp): string {
  const at = part.indexOf(fact);
  if (at < 0) return part;
  const end = at + fact.length;
  const clauseStart = Math.max(...[',', '(', ')'].map((mark) => part.lastIndexOf(mark, at))) + 1;
  // "Reconocimiento parcial: le falta la Kenntnisprüfung": what follows a colon tells of it;
  // an answer of a word or two after it ("Collective agreement: no.", "Tarifvertrag: nein",
  // "anabin: nicht gleichwertig", 110c t2) is its own.
  const rest = part.slice(end).split(':')[0] ?? '';
  const answer =
    /^\s*:\s*((?:[^\s.,;!?()]+\s+)?[^\s.,;!?()]+)\s*(?:[.,;!?)]|$)/.exec(part.slice(end))?.[1] ??
    '';
  const words = rest.split(/\s+/).filter(Boolean).slice(0, negationAfterReach);
  const turn = contrast ? words.findIndex((said) => contrast.test(said)) : -1;
  const after = turn < 0 ? words : words.slice(0, turn);
  return `${part.slice(clauseStart, end)} ${[...after, answer].join(' ')}`;
}

/**
 * An admission or a blocked account held, not denied: "todavía no me aceptaron en ninguna
 * universidad" holds none.
 */
export function heldNotDenied(words: ProfileWords, text: ProfileText, heldWords: string) {
  const held = new RegExp(word(text.any(heldWords)), 'g');
  const deniedBefore = new RegExp(
    `${word(text.any(words.negations))}(?:\\s+[^\\s.,;!?]+){0,2}\\s*$`,
  );
  return (part: string) =>
    [...part.matchAll(held)].some((match) => !deniedBefore.test(part.slice(0, match.index)));
}
