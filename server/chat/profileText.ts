import { escapeRegExp, wordChars } from '../../src/shared/chat/text';
import type { SpellingMap } from './spelling';

/** The items of comma-separated copy. */
export const list = (words: string) =>
  words
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

/** A message's sentences; a period between digits ("55.000 €") ends none. */
export const sentencesOf = (message: string) =>
  message.match(/(?:[^.;!?]|\.(?=\d))+[.;!?]*/g) ?? [];

/** Words as a pattern that allows any spacing between them. */
export const asWords = (words: string) => escapeRegExp(words.trim()).replace(/\s+/g, '\\s+');

/** Alternatives as a regular expression group, longest first, whole words only. */
export const anyOf = (words: readonly string[]) =>
  `(?:${[...words]
    .sort((a, b) => b.length - a.length)
    .map(asWords)
    .join('|')})`;

/** A pattern found only as whole words. */
export const word = (pattern: string) => `(?<![${wordChars}])${pattern}(?![${wordChars}])`;

/**
 * How many words lie between two places of a sentence: a bracket or dash alone is no word, so
 * "5 years as a developer (2020-2025)" has the range beside the years.
 */
export const wordsBetween = (sentence: string, from: number, to: number) =>
  sentence
    .slice(Math.min(from, to), Math.max(from, to))
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;

/**
 * Comma-separated phrases with `#` for a number ("# years ago", "hace # años", "davon #") as one
 * group, the number captured (two digits, or the `number` pattern given): the first defined
 * capture is the number found.
 */
export const numberPhrases = (text: ProfileText, copy: string, number = '\\d{1,2}') =>
  `(?:${text
    .spelled(copy)
    .map((phrase) => phrase.split('#').map(asWords).join(`\\s*(${number})\\s*`))
    .join('|')})`;

export type Has = (text: string) => boolean;

/** The helpers every reader builds its patterns with, in one language's spelling. */
export interface ProfileText {
  /** Comma-separated copy as spelled words. */
  spelled: (copy: string) => string[];
  /** Comma-separated copy as one group of alternatives. */
  any: (copy: string) => string;
  has: (copy: string) => Has;
}

export function profileText(spelling: SpellingMap): ProfileText {
  const spelled = (copy: string) => list(copy).map(spelling);
  const any = (copy: string) => anyOf(spelled(copy));
  return {
    spelled,
    any,
    has: (copy) => {
      const pattern = new RegExp(word(any(copy)));
      return (text) => pattern.test(text);
    },
  };
}

/**
 * A message cut where a sentence's parts meet: at sentence ends, brackets, commas and joining
 * words ("and", "y", "und"). A fact denied in one part ("no partial recognition", "(not
 * recognised in Germany)") is not denied in the next.
 */
export function partSplitter(
  text: ProfileText,
  joiners: string,
  half: string,
): (message: string) => string[] {
  // A dash between words sets a clause apart ("nicht mein Fach – ich bin Betriebswirt"), not one
  // between years ("2022 – 2024"); a point or comma between digits is a number's ("1.5-year",
  // "47.000 €"), and the joiner of a half ("1 año y medio") joins the half to its years.
  const joiner = new RegExp(
    `[;!?()]+|(?<!\\d)[.,]+|[.,]+(?!\\d)|(?<=[^\\d\\s])\\s[–—]\\s(?=[^\\d\\s])|\\s(?!${text.any(half)})${text.any(joiners)}\\s`,
  );
  return (message) => message.split(joiner);
}
