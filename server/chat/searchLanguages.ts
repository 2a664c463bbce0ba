import { localeRegistry, locales, type Locale } from '../../src/i18n/locales';
import type {
  RegistrySearchLanguage,
  SearchLanguageName,
} from '../../src/shared/searchLanguageNames';

/** What the search index needs of a language: Orama's name for it, its stemmer, its stop words. */
export interface SearchLanguage {
  name: SearchLanguageName;
  stemmer: (word: string) => string;
  stopWords: readonly string[];
}

type Modules = [{ stemmer: SearchLanguage['stemmer'] }, { stopwords: readonly string[] }];

/**
 * Every language Orama can stem, each imported by a literal specifier so the bundled server
 * carries them and runs without node_modules; only the registered languages are ever loaded.
 * A new locale therefore needs only its registry entry.
 */
const loaders: Record<SearchLanguageName, () => Promise<Modules>> = {
  arabic: () => Promise.all([import('@orama/stemmers/arabic'), import('@orama/stopwords/arabic')]),
  armenian: () =>
    Promise.all([import('@orama/stemmers/armenian'), import('@orama/stopwords/armenian')]),
  bulgarian: () =>
    Promise.all([import('@orama/stemmers/bulgarian'), import('@orama/stopwords/bulgarian')]),
  danish: () => Promise.all([import('@orama/stemmers/danish'), import('@orama/stopwords/danish')]),
  dutch: () => Promise.all([import('@orama/stemmers/dutch'), import('@orama/stopwords/dutch')]),
  english: () =>
    Promise.all([import('@orama/stemmers/english'), import('@orama/stopwords/english')]),
  finnish: () =>
    Promise.all([import('@orama/stemmers/finnish'), import('@orama/stopwords/finnish')]),
  french: () => Promise.all([import('@orama/stemmers/french'), import('@orama/stopwords/french')]),
  german: () => Promise.all([import('@orama/stemmers/german'), import('@orama/stopwords/german')]),
  greek: () => Promise.all([import('@orama/stemmers/greek'), import('@orama/stopwords/greek')]),
  hungarian: () =>
    Promise.all([import('@orama/stemmers/hungarian'), import('@orama/stopwords/hungarian')]),
  indian: () => Promise.all([import('@orama/stemmers/indian'), import('@orama/stopwords/indian')]),
  indonesian: () =>
    Promise.all([import('@orama/stemmers/indonesian'), import('@orama/stopwords/indonesian')]),
  irish: () => Promise.all([import('@orama/stemmers/irish'), import('@orama/stopwords/irish')]),
  italian: () =>
    Promise.all([import('@orama/stemmers/italian'), import('@orama/stopwords/italian')]),
  lithuanian: () =>
    Promise.all([import('@orama/stemmers/lithuanian'), import('@orama/stopwords/lithuanian')]),
  nepali: () => Promise.all([import('@orama/stemmers/nepali'), import('@orama/stopwords/nepali')]),
  norwegian: () =>
    Promise.all([import('@orama/stemmers/norwegian'), import('@orama/stopwords/norwegian')]),
  portuguese: () =>
    Promise.all([import('@orama/stemmers/portuguese'), import('@orama/stopwords/portuguese')]),
  romanian: () =>
    Promise.all([import('@orama/stemmers/romanian'), import('@orama/stopwords/romanian')]),
  russian: () =>
    Promise.all([import('@orama/stemmers/russian'), import('@orama/stopwords/russian')]),
  sanskrit: () =>
    Promise.all([import('@orama/stemmers/sanskrit'), import('@orama/stopwords/sanskrit')]),
  serbian: () =>
    Promise.all([import('@orama/stemmers/serbian'), import('@orama/stopwords/serbian')]),
  spanish: () =>
    Promise.all([import('@orama/stemmers/spanish'), import('@orama/stopwords/spanish')]),
  swedish: () =>
    Promise.all([import('@orama/stemmers/swedish'), import('@orama/stopwords/swedish')]),
  tamil: () => Promise.all([import('@orama/stemmers/tamil'), import('@orama/stopwords/tamil')]),
  turkish: () =>
    Promise.all([import('@orama/stemmers/turkish'), import('@orama/stopwords/turkish')]),
  ukrainian: () =>
    Promise.all([import('@orama/stemmers/ukrainian'), import('@orama/stopwords/ukrainian')]),
};

/**
 * A language Orama cannot stem is searched by whole words: Orama's default splitting (its English
 * tokenizer's), every word kept as written, no stop words.
 */
const wholeWords: SearchLanguage = { name: 'english', stemmer: (word) => word, stopWords: [] };

export async function loadSearchLanguage(name: RegistrySearchLanguage): Promise<SearchLanguage> {
  if (name === 'none') return wholeWords;
  const [{ stemmer }, { stopwords }] = await loaders[name]();
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
