import { storageKeys } from '../../config/storageKeys';
import { isLocale, type Locale } from '../../i18n/locales';
import { safely } from '../../lib/safely';

// The visitor's language choice, read and written without i18next: the language offer
// (./languageOffer.ts) asks before any React or i18next has loaded, or without them at all.
// i18next's own detector reads the same storage key (src/i18n/i18n.ts).

/** Remembers the visitor's explicit choice (public/lang-redirect.js reads it on later visits). */
export function rememberLocale(lng: Locale): void {
  safely(() => localStorage.setItem(storageKeys.language, lng), undefined);
}

export function rememberedLocale(): Locale | null {
  const value = safely(() => localStorage.getItem(storageKeys.language), null);
  return isLocale(value) ? value : null;
}

export function dismissOffer(): void {
  safely(() => localStorage.setItem(storageKeys.languageOfferDismissed, '1'), undefined);
}

export function offerDismissed(): boolean {
  return safely(() => localStorage.getItem(storageKeys.languageOfferDismissed) === '1', true);
}

/**
 * The first supported language in the browser's preference list, by base tag: es-BO before
 * en means Spanish. (i18next's own best match would prefer a later exact `en`.)
 */
export function preferredLocale(): Locale | null {
  const tags = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const tag of tags.filter(Boolean)) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return null;
}

/**
 * The language to offer a visitor on a page in `current`: their browser's first supported
 * language when it differs and they never chose one with the switcher nor declined the offer.
 */
export function offerDue(current: Locale): Locale | null {
  // The browser's languages first: most visitors read the page in the language they prefer,
  // and for them the page's start-up then opens no storage (a first access costs milliseconds).
  const preferred = preferredLocale();
  if (!preferred || preferred === current) return null;
  return rememberedLocale() || offerDismissed() ? null : preferred;
}
