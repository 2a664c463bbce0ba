/**
 * The languages the chat assistant's search engine (Orama) can stem and filter: the names that
 * both `@orama/stemmers` and `@orama/stopwords` export. A locale's registry entry names one.
 */
export const searchLanguageNames = [
  'arabic',
  'armenian',
  'bulgarian',
  'danish',
  'dutch',
  'english',
  'finnish',
  'french',
  'german',
  'greek',
  'hungarian',
  'indian',
  'indonesian',
  'irish',
  'italian',
  'lithuanian',
  'nepali',
  'norwegian',
  'portuguese',
  'romanian',
  'russian',
  'sanskrit',
  'serbian',
  'spanish',
  'swedish',
  'tamil',
  'turkish',
  'ukrainian',
] as const;

export type SearchLanguageName = (typeof searchLanguageNames)[number];

/**
 * A registry entry's search language: one Orama stems, or `none` for a language it cannot (the
 * search then matches whole words, with no stemming and no stop words).
 */
export type RegistrySearchLanguage = SearchLanguageName | 'none';
