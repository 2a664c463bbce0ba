import type { SearchLanguageName } from '../shared/searchLanguageNames';

/**
 * The locale registry. Adding a language means adding `locales/<code>/` and one entry here.
 * - `endonym`: the language's own name, for the switcher;
 * - `intl`: the Intl locale of numbers, dates and prices;
 * - `search`: the chat assistant's search language, one of the names Orama stems
 *   (src/shared/searchLanguageNames.ts); the server loads its stemmer and stop words.
 */
export const localeRegistry = {
  en: { endonym: 'English', intl: 'en-US', search: 'english' },
  es: { endonym: 'Español', intl: 'es-BO', search: 'spanish' },
  de: { endonym: 'Deutsch', intl: 'de-DE', search: 'german' },
} as const satisfies Record<string, { endonym: string; intl: string; search: SearchLanguageName }>;

export type Locale = keyof typeof localeRegistry;

export const locales = Object.keys(localeRegistry) as Locale[];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(localeRegistry, value);
}

/** The language of paths that match no route (the not-found page). */
export const siteDefaultLocale: Locale = 'en';
