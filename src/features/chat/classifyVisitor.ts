/**
 * Visitor classification (specification section 5), a pure function.
 *
 * The rule, as specified:
 * - Two keyword groups; each keyword counts once however often it occurs.
 * - The group with more matching keywords wins, with confidence = its matches / its list's length.
 * - A tie (including no match at all) gives `exploring` with confidence 0.5.
 *
 * How a keyword matches (the specification leaves it open; settled here):
 * - case-insensitive and accent-insensitive ("Alemania" = "alemania", "reubicacion" = "reubicación");
 * - it must start at a word start and may continue with letters, so inflections count
 *   ("jobs", "hiring", "developers", "studying") while words that merely contain it do not
 *   ("network", "homework" do not match "work"; "steam" does not match "team");
 * - a phrase ("move to europe") matches with any whitespace between its words.
 *
 * Beyond the specification: the page language's locale bundle (`chat.classification` in
 * locales/<lng>/chat.json, comma-separated) may add keywords. They are applied IN ADDITION to
 * the English lists for messages written on pages of that language: the group's list is then
 * the union of the English list and the locale's list (duplicates counted once), and confidence
 * is matches / the size of that union. The English bundle repeats the specification's lists,
 * so on English pages the classification is exactly the specified one.
 */

export type ClassifiedType = 'latam_professional' | 'european_company' | 'exploring';
export type VisitorTypeName = ClassifiedType | 'unknown';

export interface VisitorType {
  type: VisitorTypeName;
  confidence: number;
}

export interface KeywordLists {
  professional: readonly string[];
  company: readonly string[];
}

/** The specification's lists, verbatim: 11 professional and 9 company keywords. */
export const specKeywords: KeywordLists = {
  professional: [
    'job',
    'work',
    'career',
    'visa',
    'relocation',
    'move to europe',
    'germany',
    'remote work',
    'opportunities',
    'study',
    'university',
  ],
  company: [
    'hire',
    'hiring',
    'talent',
    'recruitment',
    'team',
    'developer',
    'expand',
    'scaling',
    'business',
  ],
};

/** Above or at this confidence a stored classification is kept for good. */
export const confidenceThreshold = 0.7;
/** Confidence of `exploring` (a tie or no match). */
export const defaultConfidence = 0.5;

export const initialVisitorType: VisitorType = { type: 'unknown', confidence: 0 };

/**
 * Letters and digits of normalized text (Latin, Greek and Cyrillic), as a regex class body.
 * Cheaper than \p{L}, which makes V8 spend hundreds of milliseconds on cold patterns.
 */
export const wordChars = 'a-z0-9\\u00c0-\\u024f\\u0370-\\u03ff\\u0400-\\u04ff';

/** Lower case without accents, so matching ignores both. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

function keywordPattern(keyword: string): RegExp {
  const words = normalizeText(keyword).trim().split(/\s+/).map(escapeRegExp);
  return new RegExp(`(?<![${wordChars}])${words.join('\\s+')}`);
}

/** Splits a comma-separated locale list into keywords. */
export function parseKeywordList(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The union of lists, keeping the first spelling of keywords that normalize alike. */
export function mergeKeywordLists(...lists: Partial<KeywordLists>[]): KeywordLists {
  const merge = (group: keyof KeywordLists) => {
    const seen = new Map<string, string>();
    for (const list of lists) {
      for (const keyword of list[group] ?? []) {
        const key = normalizeText(keyword).trim().replace(/\s+/g, ' ');
        if (key && !seen.has(key)) seen.set(key, keyword);
      }
    }
    return [...seen.values()];
  };
  return { professional: merge('professional'), company: merge('company') };
}

/** How many keywords of the list occur in the text (each at most once). */
export function countMatches(text: string, keywords: readonly string[]): number {
  const normalized = normalizeText(text);
  return keywords.filter((keyword) => keywordPattern(keyword).test(normalized)).length;
}

/**
 * Classifies one visitor message. `localeKeywords` are the page language's extra lists;
 * leave them out for the specification's English-only rule.
 */
export function classifyVisitor(
  message: string,
  localeKeywords?: Partial<KeywordLists>,
): VisitorType {
  const lists = localeKeywords ? mergeKeywordLists(specKeywords, localeKeywords) : specKeywords;
  const professional = countMatches(message, lists.professional);
  const company = countMatches(message, lists.company);
  if (professional > company) {
    return { type: 'latam_professional', confidence: professional / lists.professional.length };
  }
  if (company > professional) {
    return { type: 'european_company', confidence: company / lists.company.length };
  }
  return { type: 'exploring', confidence: defaultConfidence };
}

/**
 * The update rule of section 4: the stored type is replaced only if it is still unknown, or
 * its confidence is below the threshold and the new confidence is higher.
 */
export function updateVisitorType(stored: VisitorType, next: VisitorType): VisitorType {
  if (stored.type === 'unknown') return next;
  if (stored.confidence < confidenceThreshold && next.confidence > stored.confidence) return next;
  return stored;
}
