import { localeRegistry, locales, type Locale } from '../../src/i18n/locales';

/** What the search index needs of a language: Orama's name for it, its stemmer, its stop words. */
export interface SearchLanguage {
  name: string;
  stemmer: (word: string) => string;
  stopWords: readonly string[];
}

/**
 * Loads the stemmer and stop words named by a registry entry's `search` field. The specifiers
 * are built at runtime, so a new language needs only its registry entry; both packages export
 * one subpath per language name.
 */
async function loadSearchLanguage(name: string): Promise<SearchLanguage> {
  const [{ stemmer }, { stopwords }] = await Promise.all([
    import(`@orama/stemmers/${name}`) as Promise<{ stemmer: SearchLanguage['stemmer'] }>,
    import(`@orama/stopwords/${name}`) as Promise<{ stopwords: string[] }>,
  ]);
  return { name, stemmer, stopWords: stopwords };
}

/**
 * Every registered language's search components, loaded once when the server starts (a
 * top-level await, so building the knowledge stays synchronous for its callers).
 */
export const searchLanguages: Record<Locale, SearchLanguage> = Object.fromEntries(
  await Promise.all(
    locales.map(
      async (locale) => [locale, await loadSearchLanguage(localeRegistry[locale].search)] as const,
    ),
  ),
) as Record<Locale, SearchLanguage>;
