import { escapeRegExp, normalizeText, wordChars } from '../../src/shared/chat/text';

/**
 * Informal spellings visitors type ("q", "kiero", "nesesito", "wsp"), mapped to the words the
 * knowledge uses. The map is copy (`engine.spellings` of `chatAnswers.json`): "from=to" pairs,
 * comma-separated; both sides are compared without accents and case.
 */
export type SpellingMap = (text: string) => string;

export function parseSpellings(list: string): SpellingMap {
  const pairs = list
    .split(',')
    .map((pair) => pair.split('=').map((side) => normalizeText(side.trim())))
    .filter(
      (pair): pair is [string, string] => pair.length === 2 && Boolean(pair[0]) && Boolean(pair[1]),
    );
  if (!pairs.length) return (text) => normalizeText(text);
  const table = new Map(pairs);
  // Longest first, so "blue card" wins over a shorter entry inside it.
  const alternatives = [...table.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(
    `(?<![${wordChars}])(?:${alternatives.join('|')})(?![${wordChars}])`,
    'g',
  );
  return (text) => normalizeText(text).replace(pattern, (found) => table.get(found) ?? found);
}
