import { localeRegistry, type Locale } from '../i18n/locales';

/**
 * An ISO date (YYYY-MM-DD) written out in the page language: "26 March 2025",
 * "26 de marzo de 2025". Read as UTC so the day never shifts with the time zone.
 */
export function formatLegalDate(lng: Locale, isoDate: string): string {
  return new Intl.DateTimeFormat(localeRegistry[lng].intl, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
