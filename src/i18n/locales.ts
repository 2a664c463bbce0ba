import type { RegistrySearchLanguage } from '../shared/searchLanguageNames';

/**
 * One registered language:
 * - `endonym`: the language's own name, for the switcher;
 * - `intl`: the Intl locale of numbers, dates and prices, which also decides the plural forms;
 * - `search`: the chat assistant's search language, one of the names Orama stems
 *   (src/shared/searchLanguageNames.ts), whose stemmer and stop words the server loads, or
 *   `none` for a language Orama cannot stem (whole words only);
 * - `draft`: a language being translated. `npm run dev` shows its pages and the locale check
 *   reports its progress, but nothing else knows it: no build, switcher, hreflang, sitemap,
 *   language offer or chat. Publishing it is deleting this flag; every gate then applies.
 */
export interface LocaleEntry {
  endonym: string;
  intl: string;
  search: RegistrySearchLanguage;
  draft?: true;
}

/**
 * The locale registry. `npm run i18n:add -- <code> <intl>` adds a language as a draft: its
 * `locales/<code>/` and one entry here (TRANSLATING.md).
 */
export const localeRegistry = {
  en: { endonym: 'English', intl: 'en-US', search: 'english' },
  es: { endonym: 'Español', intl: 'es-BO', search: 'spanish' },
  de: { endonym: 'Deutsch', intl: 'de-DE', search: 'german' },
} as const satisfies Record<string, LocaleEntry>;

/** Any registered language, drafts included: the language of a page `npm run dev` can show. */
export type Locale = keyof typeof localeRegistry;

/** The lists every other module derives from a registry (a function, for tests with a draft). */
export function describeRegistry<L extends string>(registry: Record<L, LocaleEntry>) {
  const registered = Object.keys(registry) as L[];
  const isDraft = (lng: L) => registry[lng].draft === true;
  const published = registered.filter((lng) => !isDraft(lng));
  return {
    /** Every registered language, drafts included: the locale check and `npm run dev` use it. */
    registeredLocales: registered,
    /** Languages still being translated (see `draft` above). */
    draftLocales: registered.filter(isDraft),
    /** The published languages: the site's URLs, switcher, hreflang, sitemap, offer and chat. */
    locales: published,
    /** A published language (drafts are not: no visitor-facing feature may pick one). */
    isLocale: (value: unknown): value is L =>
      typeof value === 'string' && (published as string[]).includes(value),
  };
}

export const { registeredLocales, draftLocales, locales, isLocale } =
  describeRegistry<Locale>(localeRegistry);

/** The language of paths that match no route (the not-found page). */
export const siteDefaultLocale: Locale = 'en';
