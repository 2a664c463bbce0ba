/**
 * Visitor classification, a pure function.
 *
 * The rule:
 * - Two keyword groups; each keyword counts once however often it occurs.
 * - The group with more matching keywords wins, with confidence = its matches / its list's length.
 * - A tie (including no match at all) gives `exploring` with confidence 0.5.
 *
 * How a keyword matches:
 * - case-insensitive and accent-insensitive ("Alemania" = "alemania", "reubicacion" = "reubicación");
 * - it must start at a word start and may continue with letters, so inflections count
 *   ("jobs", "hiring", "developers", "studying") while words that merely contain it do not
 *   ("network", "homework" do not match "work"; "steam" does not match "team");
 * - a phrase ("move to europe") matches with any whitespace between its words.
 *
 * On pages of a language with its own keywords (`localeKeywords`), each group's list is the
 * union of the English list and the language's list (duplicates counted once), and confidence
 * is matches / the size of that union.
 */
import { specKeywords, type KeywordLists } from './keywords';
import { escapeRegExp, normalizeText, wordChars } from './text';
import type { VisitorType } from './visitorType';

/** Above or at this confidence a stored classification is kept for good. */
export const confidenceThreshold = 0.7;
/** Confidence of `exploring` (a tie or no match). */
export const defaultConfidence = 0.5;

function keywordPattern(keyword: string): RegExp {
  const words = normalizeText(keyword).trim().split(/\s+/).map(escapeRegExp);
  return new RegExp(`(?<![${wordChars}])${words.join('\\s+')}`);
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
 * Classifies one visitor message. `extraKeywords` are the page language's own lists; leave
 * them out for the English lists alone.
 */
export function classifyVisitor(
  message: string,
  extraKeywords?: Partial<KeywordLists>,
): VisitorType {
  const lists = extraKeywords ? mergeKeywordLists(specKeywords, extraKeywords) : specKeywords;
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
 * After each message: the stored type is replaced only if it is still unknown, or its
 * confidence is below the threshold and the new confidence is higher.
 */
export function updateVisitorType(stored: VisitorType, next: VisitorType): VisitorType {
  if (stored.type === 'unknown') return next;
  if (stored.confidence < confidenceThreshold && next.confidence > stored.confidence) return next;
  return stored;
}
