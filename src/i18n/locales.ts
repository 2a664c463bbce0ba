/**
 * The locale registry. Adding a language means adding `locales/<code>/` and one entry here.
 * - `endonym`: the language's own name, for the switcher;
 * - `intl`: the Intl locale of numbers, dates and prices;
 * - `search`: the chat assistant's search language, an Orama language name: the server loads
 *   the stemmer `@orama/stemmers/<search>` and the stop words `@orama/stopwords/<search>`.
 */
export const localeRegistry = {
  en: { endonym: 'English', intl: 'en-US', search: 'english' },
  es: { endonym: 'Español', intl: 'es-BO', search: 'spanish' },
  de: { endonym: 'Deutsch', intl: 'de-DE', search: 'german' },
} as const satisfies Record<string, { endonym: string; intl: string; search: string }>;

export type Locale = keyof typeof localeRegistry;

export const locales = Object.keys(localeRegistry) as Locale[];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(localeRegistry, value);
}

/** The language of paths that match no route (the not-found page). */
export const siteDefaultLocale: Locale = 'en';
