export interface KeywordLists {
  professional: readonly string[];
  company: readonly string[];
}

/**
 * The classification's keyword lists, a business rule: 11 professional and 9 company keywords.
 * Each keyword is one concept; its translations below are alternatives of the same concept.
 */
export const specKeywords = {
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
} as const satisfies KeywordLists;

export type SpecKeyword =
  (typeof specKeywords.professional)[number] | (typeof specKeywords.company)[number];

/**
 * A concept's key in the locale files: its keyword in camel case ("move to europe" is
 * `moveToEurope`). Each language writes how it says the concept under
 * `classification.keywords.<key>` of `locales/<lng>/chat.json`, comma-separated; English writes
 * the keyword itself, because the English keywords are the rule and English adds no other form.
 */
export const conceptKey = (keyword: SpecKeyword): string =>
  keyword.replace(/\s+(\w)/g, (_, letter: string) => letter.toUpperCase());

/** A language's forms of each concept (`classification.keywords` of its chat bundle). */
export type KeywordForms = Readonly<Record<string, string>>;

/**
 * Each keyword of a group with its forms in the page language: one entry per concept, led by
 * the English keyword, which counts on every page.
 */
export function keywordConcepts(
  group: keyof KeywordLists,
  forms?: KeywordForms,
): readonly (readonly string[])[] {
  return specKeywords[group].map((keyword) => [
    ...new Set([
      keyword,
      ...(forms?.[conceptKey(keyword)] ?? '')
        .split(',')
        .map((form) => form.trim())
        .filter(Boolean),
    ]),
  ]);
}
