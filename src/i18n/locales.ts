/**
 * The locale registry. Adding a language means adding `locales/<code>/` and one entry here.
 */
export const localeRegistry = {
  en: { endonym: 'English', intl: 'en-US' },
  es: { endonym: 'Español', intl: 'es-BO' },
} as const satisfies Record<string, { endonym: string; intl: string }>;

export type Locale = keyof typeof localeRegistry;

export const locales = Object.keys(localeRegistry) as Locale[];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(localeRegistry, value);
}

/** The language of paths that match no route (the not-found page). */
export const siteDefaultLocale: Locale = 'en';
