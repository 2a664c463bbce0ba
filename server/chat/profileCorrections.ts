import { parseAmount, thousandsPattern } from '../../src/shared/germanyCheck/amount';
import { word, wordsBetween, type ProfileText } from './profileText';

/** The words a visitor takes a number back with (comma-separated copy under `engine.profile`). */
export interface CorrectionWords {
  /** "sorry", "I mean", "perdón", "quise decir", "korrigiere", "Tippfehler", "cancelled". */
  corrections: string;
  /** Said before a level that replaces one just given: "actually", "en realidad", "eigentlich". */
  levelCorrections: string;
  /**
   * Said before a number another one replaces, in either order: "en vez de 4.200 me pagan 3.800",
   * "3.800 instead of 4.200", "statt 4.200 nur 3.800" (94a M1).
   */
  insteadOf: string;
  negations: string;
  /**
   * A "no" that answers the visitor's own question mark right before it: "soy técnica en
   * enfermería? no, técnica en turismo" takes the clause asked back.
   */
  answeredNo: string;
}

/** How many words may stand between the number taken back and the word that takes it back. */
const backReach = 3;
/** How many, when both numbers are said with the same word ("years"). */
const farReach = 8;
/** How many words may stand between that word and the number that replaces it. */
const forwardReach = 6;
/** How far a correction moves a number: a typo or a wrong memory, not another fact. */
const nearRatio = 1.5;
const nearYears = 5;

/**
 * A message with each clause the visitor answers "no" to blanked, with the "no": "soy técnica en
 * enfermería? no, técnica en turismo" (104a x02). The clause starts after a punctuation mark, not
 * at a "¿": "¿puedo ir? no, …" asks and answers, it takes nothing back.
 */
function answeredBackRemover(words: CorrectionWords, text: ProfileText) {
  const answeredBack = new RegExp(
    `(?<=(?:^|[,.;:!?])\\s*)[^,.;:!?¿]+\\?\\s*${word(text.any(words.answeredNo))}\\s*[,.:]`,
    'giu',
  );
  return (message: string) =>
    message.replace(answeredBack, (found) => `${' '.repeat(found.length - 1)},`);
}

type Said = { value: number; kind: 'level' | 'amount' | 'count' };

/**
 * A message with each number the visitor takes back replaced by the one that corrects it: "I'm
 * 34, no sorry 36", "tengo 33 años, no perdón, 37", "Angebot 44.000 €, nein sorry, 47.000 €",
 * "offer was 60k but they cancelled it, now the new offer is 45.000", "Deutsch B1, eigentlich B2"
 * (67a–c). Both numbers are of one kind (two levels, two amounts, two counts) and near each
 * other, so "30 años, perdón por la pregunta, 5 años de experiencia" keeps its age. The words
 * that take it back are blanked: "no sorry" denies nothing.
 */
export function correctionReader(
  words: CorrectionWords,
  text: ProfileText,
  intl: string,
): (message: string) => string {
  const thousands = thousandsPattern(intl.split('-')[0] ?? intl);
  const number = `(?<![\\p{L}\\d.,])(?:[abc][12](?![\\p{L}\\d])|\\d{1,3}(?:[.,\\s]\\d{3})*(?:[.,]\\d{1,2})?(?:\\s*(?:${thousands})(?![\\p{L}]))?(?![\\d]))`;
  const numbers = new RegExp(number, 'giu');
  const marker = new RegExp(word(text.any(words.corrections)), 'g');
  const levelMarker = new RegExp(word(text.any(words.levelCorrections)), 'g');
  const unitAfter = /^\s*([\p{L}]+)/u;
  const deniedBefore = new RegExp(
    `${word(text.any(words.negations))}(\\s*(?:[^\\s\\d.,;!?]+\\s+)?)$`,
  );
  const said = (token: string): Said | undefined => {
    if (/^[abc][12]$/i.test(token)) return { value: 0, kind: 'level' };
    if (/^\d{1,2}(?:[.,]\d)?$/.test(token)) {
      return { value: Number(token.replace(',', '.')), kind: 'count' };
    }
    const amount = parseAmount(token, intl);
    if (amount.kind !== 'amount') return undefined;
    return { value: amount.value, kind: 'amount' };
  };
  const near = (first: Said, second: Said) => {
    if (first.kind !== second.kind) return false;
    if (first.kind === 'level') return true;
    if (first.kind === 'count' && Math.abs(first.value - second.value) <= nearYears) return true;
    const ratio = Math.max(first.value, second.value) / Math.min(first.value, second.value);
    return first.kind === 'amount' && ratio <= nearRatio;
  };
  const corrected = (message: string, markers: RegExp, levelsOnly: boolean) => {
    let result = message;
    for (const taken of [...message.matchAll(markers)].reverse()) {
      const found = [...result.matchAll(numbers)];
      const end = taken.index + taken[0].length;
      const after = found.find(
        (match) => match.index >= end && wordsBetween(result, end, match.index) <= forwardReach,
      );
      // "2 years of experience as a chemical engineer... actually only 1.5 years": farther
      // back, a number said with the same word after it.
      const unit = (match: RegExpExecArray) =>
        unitAfter.exec(result.slice(match.index + match[0].length))?.[1];
      const sameUnit = (match: RegExpExecArray) =>
        after !== undefined && unit(match) !== undefined && unit(match) === unit(after);
      const before = found
        .filter((match) => {
          if (match.index >= taken.index) return false;
          const apart = wordsBetween(result, match.index, taken.index) - 1;
          return apart <= backReach || (apart <= farReach && sameUnit(match));
        })
        .at(-1);
      if (!before || !after) continue;
      const first = said(before[0]);
      const second = said(after[0]);
      if (!first || !second || !near(first, second)) continue;
      if (levelsOnly && first.kind !== 'level') continue;
      // "Ich bin nicht 31 sondern 36", "no tengo 31 sino 36": the negation of the number taken
      // back goes with it.
      result =
        result.slice(0, before.index).replace(deniedBefore, ' $1') +
        after[0] +
        result.slice(before.index + before[0].length, taken.index) +
        ' '.repeat(taken[0].length) +
        result.slice(end);
    }
    return result;
  };
  // The number replaced goes with its words, and the one that replaces it is the one read.
  const replaced = new RegExp(`${word(text.any(words.insteadOf))}\\s*${number}(?:\\s*€)?`, 'giu');
  const answeredBack = answeredBackRemover(words, text);
  return (message) =>
    corrected(
      corrected(answeredBack(message).replace(replaced, ' '), marker, false),
      levelMarker,
      true,
    );
}
