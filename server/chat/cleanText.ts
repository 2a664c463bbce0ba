/**
 * A visitor's message as the words a person reads in it. Pasted markup (`<script>…</script>`,
 * `<b>`), invisible characters, fullwidth letters and look-alike letters from other alphabets
 * hide the real question from the phrase lists and the search, and a question hidden that way
 * still deserves its answer.
 */

/** Blocks whose content is code, not words for the reader: dropped whole. */
const codeBlocks = /<(script|style|iframe|object|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** Any other tag (an opening, closing or self-closing one, or a comment): dropped, its text kept. */
const tags = /<!--[\s\S]*?-->|<\/?[a-z][^<>]*>/gi;
/** Zero-width spaces and joiners, the word joiner and the byte-order mark. */
const invisible = /[\u200b-\u200f\u2060-\u2064\ufeff]/g;
/** A run of text with a zero-width space in it, up to the next real space. */
const zeroWidthJoined = /\S*\u200b\S*/g;
const lettersOnly = (part: string) => part.replace(/[^\p{L}\p{N}]/gu, '').toLowerCase();

/**
 * A zero-width space ([ZWSP]) is a word boundary a reader does not see
 * ("Do[ZWSP]you[ZWSP]only[ZWSP]place"), or noise inside one word ("s[ZWSP]e[ZWSP]r[ZWSP]v…").
 * The run is one word when the joined letters are a known word, several when each of its
 * parts is, and one word otherwise.
 */
function zeroWidthSpaces(text: string, isWord: (word: string) => boolean): string {
  return text.replace(zeroWidthJoined, (run) => {
    const parts = run.split('\u200b');
    const joined = parts.join('');
    if (isWord(lettersOnly(joined))) return joined;
    const words = parts.map(lettersOnly).filter(Boolean);
    if (!words.every(isWord)) return joined;
    // Punctuation alone ("Germany\u200b?") stays with the word before it.
    return parts.reduce((read, part) => read + (read && lettersOnly(part) ? ' ' : '') + part, '');
  });
}

/**
 * Cyrillic and Greek letters that look like Latin ones, as a message written in a Latin
 * alphabet uses them to slip past filters ("sеrvices" with a Cyrillic е). Only a word that
 * mixes them with Latin letters is mapped: a word wholly in Cyrillic or Greek is left as it is.
 */
const lookAlikes: Record<string, string> = {
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  к: 'k',
  м: 'm',
  т: 't',
  н: 'h',
  в: 'b',
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  Х: 'X',
  ο: 'o',
  α: 'a',
  ε: 'e',
  ι: 'i',
  ν: 'v',
  ρ: 'p',
  τ: 't',
  Ο: 'O',
  Α: 'A',
  Ε: 'E',
};
const lookAlike = new RegExp(`[${Object.keys(lookAlikes).join('')}]`, 'g');
const mixedWord = /[\p{L}\p{N}]+/gu;

const latinised = (word: string) =>
  /[a-z]/i.test(word) ? word.replace(lookAlike, (letter) => lookAlikes[letter] ?? letter) : word;

/** `isWord`: whether a lower-case word is one the site or a language's small words use. */
export function cleanText(text: string, isWord: (word: string) => boolean = () => false): string {
  return (
    // Fullwidth and other compatibility forms ("ｓｅｒｖｉｃｅｓ") become plain letters.
    zeroWidthSpaces(text.normalize('NFKC'), isWord)
      .replace(invisible, '')
      .replace(codeBlocks, ' ')
      .replace(tags, ' ')
      .replace(mixedWord, latinised)
      .replace(/[ \t]{2,}/g, ' ')
      .trim()
  );
}
