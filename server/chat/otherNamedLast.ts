import { word, type ProfileText } from './profileText';
import type { ProfileWords } from './profileWords';

/**
 * Whether, in what a sentence says before a place, another person (a partner, a relative) was
 * named after the visitor last spoke of themselves: "Meine Frau ist Ärztin, anerkannt" rates
 * hers, "Mein Bruder und ich: ich bin Ärztin mit Approbation" the visitor's.
 */
export function otherNamedLastFinder(words: ProfileWords, text: ProfileText) {
  const other = new RegExp(word(text.any(`${words.partner},${words.relatives}`)), 'g');
  const self = new RegExp(word(text.any(words.self)), 'g');
  const lastAt = (pattern: RegExp, said: string) =>
    Math.max(-1, ...[...said.matchAll(pattern)].map((found) => found.index));
  return (before: string) => lastAt(other, before) > lastAt(self, before);
}
