/**
 * `locales/glossary.json`: what a translation may leave exactly as in English. The locale check
 * counts any other value identical to English as untranslated (an error in a published
 * language), and TRANSLATING.md sends translators to this file.
 * - `names`: kept in every language (brand, products, platforms, people);
 * - `sameAsEnglish`: per language, words that language writes as English does ("Startups");
 * - `notText`: `<namespace>:<key>` values that are not prose, each with the reason.
 */
import { readFileSync } from 'node:fs';
import { formatProblem, readLocaleText } from './localeSyntax.ts';

export interface Glossary {
  names: string[];
  sameAsEnglish: Record<string, string[]>;
  notText: Record<string, string>;
}

export const glossaryFile = 'locales/glossary.json';

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string' && item.trim() !== '');

/** The glossary's own mistakes, in the same `file:line:col` form as the locale files'. */
export function parseGlossary(text: string, file = glossaryFile): Glossary {
  const { value, problems } = readLocaleText(text, { localeRules: false });
  if (problems.length) throw new Error(problems.map((p) => formatProblem(file, p)).join('\n'));
  const { names, sameAsEnglish, notText } = (value ?? {}) as Partial<Glossary>;
  const languages = Object.values(sameAsEnglish ?? {});
  if (
    !isStringList(names) ||
    typeof sameAsEnglish !== 'object' ||
    !languages.every(isStringList) ||
    typeof notText !== 'object' ||
    !Object.values(notText).every((why) => typeof why === 'string')
  ) {
    throw new Error(
      `${file}: expected { "names": [texts], "sameAsEnglish": { "<lng>": [texts] }, "notText": { "<namespace>:<key>": "why" } }`,
    );
  }
  return { names, sameAsEnglish, notText };
}

export const readGlossary = (file = glossaryFile) =>
  parseGlossary(readFileSync(file, 'utf8'), file);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A term as a whole word: "Senior" in "Senior", not in "Seniority". */
const wholeWord = (term: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term)}(?![\\p{L}\\p{N}])`, 'gu');

/**
 * Whether a value identical to English is right as it is in `lng`: nothing translatable is left
 * once placeholders, tags, URLs, e-mail addresses, numbers ("3x"), punctuation and the
 * glossary's terms are removed ("{{value}}%", "SoulMove", "WhatsApp: {{whatsapp}}"), or the key
 * is not text. A word that merely happens to be the same must be in the glossary.
 */
export function mayStayIdentical(
  text: string,
  lng: string,
  glossary: Glossary,
  where?: { namespace: string; key: string },
): boolean {
  if (where && `${where.namespace}:${where.key}` in glossary.notText) return true;
  let rest = text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/<\/?\s*\w+\s*\/?>/g, ' ')
    .replace(/\b(?:https?:\/\/|www\.)\S+/g, ' ')
    .replace(/\S+@\S+\.\w+/g, ' ')
    .replace(/\d+(?:[.,]\d+)*\s*x\b/gi, ' ');
  for (const term of [...glossary.names, ...(glossary.sameAsEnglish[lng] ?? [])]) {
    rest = rest.replace(wholeWord(term), ' ');
  }
  return !/\p{L}/u.test(rest);
}

/**
 * The glossary's terms a text contains: names kept in every language, then the words `lng`
 * writes as English does. The translator editor shows them beside the text.
 */
export function glossaryTermsIn(
  text: string,
  lng: string,
  glossary: Glossary,
): { term: string; kind: 'name' | 'sameAsEnglish' }[] {
  const found = (terms: readonly string[]) => terms.filter((term) => wholeWord(term).test(text));
  return [
    ...found(glossary.names).map((term) => ({ term, kind: 'name' as const })),
    ...found(glossary.sameAsEnglish[lng] ?? []).map((term) => ({
      term,
      kind: 'sameAsEnglish' as const,
    })),
  ];
}
