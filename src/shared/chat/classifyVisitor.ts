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
 * Each keyword is one concept whose forms in the page language (`classification.keywords` of
 * its chat bundle) are alternatives: a concept counts once whichever alternatives occur
 * ("talent" and "talento" are one match), and confidence is concepts matched / 11 or / 9 in
 * every language, so the 0.7 threshold means the same on every page.
 */
import { keywordConcepts, type KeywordForms } from './keywords';
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

/** How many keywords of the list occur in the text (each at most once). */
export function countMatches(text: string, keywords: readonly string[]): number {
  const normalized = normalizeText(text);
  return keywords.filter((keyword) => keywordPattern(keyword).test(normalized)).length;
}

/** How many concepts (each a keyword with its alternatives) occur in the text, each once. */
export function countConcepts(text: string, concepts: readonly (readonly string[])[]): number {
  const normalized = normalizeText(text);
  return concepts.filter((alternatives) =>
    alternatives.some((keyword) => keywordPattern(keyword).test(normalized)),
  ).length;
}

/**
 * Classifies one visitor message written on a page whose language has these keyword forms
 * (the English keywords alone if unset).
 */
export function classifyVisitor(message: string, forms?: KeywordForms): VisitorType {
  const professionalConcepts = keywordConcepts('professional', forms);
  const companyConcepts = keywordConcepts('company', forms);
  const professional = countConcepts(message, professionalConcepts);
  const company = countConcepts(message, companyConcepts);
  if (professional > company) {
    return { type: 'latam_professional', confidence: professional / professionalConcepts.length };
  }
  if (company > professional) {
    return { type: 'european_company', confidence: company / companyConcepts.length };
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
