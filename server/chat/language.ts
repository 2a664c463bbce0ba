import type { Locale } from '../../src/i18n/locales';
import { normalizeText, wordChars } from '../../src/shared/chat/text';

const nonWord = new RegExp(`[^${wordChars}]+`);
const bracketed = /\([^()]*\)/g;
// "IT-Spezialist", "QA": a word in capitals is an acronym, not the English "it" or a stop word.
const acronymsRemoved = (text: string) => text.replace(/(?<![\p{L}])\p{Lu}{2,}(?![\p{L}])/gu, ' ');
// A single letter tells no language: "x 13 Gehälter", "33 J." abbreviate, and lists of stop
// words hold letters ("y", "o") that a visitor's initials or units share.
const wordsOf = (text: string) =>
  normalizeText(acronymsRemoved(text))
    .split(nonWord)
    .filter((word) => word.length > 1);

/**
 * Guesses whether a message is plainly written in another supported language than the page's.
 * Each language is recognized by its own small words (stop words, greetings, thanks) that no
 * other supported language shares. Another language wins only when it is clearly ahead: at least
 * two of its words and at least twice as many as the page language's, or, in a message of up to
 * six words, any of its words and none of the page language's ("hola", "thanks", "¿Cuánto cuesta
 * mudarse a Alemania?"). The widget marks the visitor's message with the language guessed here
 * (WCAG 3.1.2), so a short question deserves a guess too.
 */
export function createLanguageGuesser(
  vocabularies: Record<Locale, readonly string[]>,
): (text: string, page: Locale) => Locale {
  const sets = Object.fromEntries(
    Object.entries(vocabularies).map(([lng, words]) => [
      lng,
      new Set(words.flatMap((word) => wordsOf(word))),
    ]),
  ) as Record<Locale, Set<string>>;
  const all = Object.keys(sets) as Locale[];
  const own = Object.fromEntries(
    all.map((lng) => [
      lng,
      new Set(
        [...sets[lng]].filter((word) =>
          all.every((other) => other === lng || !sets[other].has(word)),
        ),
      ),
    ]),
  ) as Record<Locale, Set<string>>;

  return (text, page) => {
    // "Social worker (licenciada en trabajo social)": a bracket glosses a title in the language
    // it was earned in, and tells nothing of the language the visitor writes (72b v48).
    const words = wordsOf(text.replace(bracketed, ' '));
    const count = (lng: Locale) => words.filter((word) => own[lng].has(word)).length;
    const pageCount = count(page);
    let best: Locale = page;
    let bestCount = 0;
    for (const lng of all) {
      if (lng === page) continue;
      const found = count(lng);
      const clear =
        (found >= 2 && found >= 2 * pageCount) ||
        (words.length <= 6 && found >= 1 && pageCount === 0);
      if (clear && found > bestCount) {
        best = lng;
        bestCount = found;
      }
    }
    return best;
  };
}
