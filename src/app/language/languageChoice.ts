import type LanguageDetector from 'i18next-browser-languagedetector';
import { i18n } from '../../i18n/i18n';
import { storageKeys } from '../../config/storageKeys';
import { isLocale, type Locale } from '../../i18n/locales';

// Storage can be unavailable (private modes, blocked cookies); the site then simply forgets.
function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

const detector = () => i18n.services.languageDetector as LanguageDetector;

/** i18next's detector returns every code it found once i18next's services are attached. */
function detected(source: 'localStorage' | 'navigator'): string[] {
  const found = safely(() => detector().detect([source]), undefined);
  return Array.isArray(found) ? found : found ? [found] : [];
}

/** Remembers the visitor's explicit choice (public/lang-redirect.js reads it on later visits). */
export function rememberLocale(lng: Locale): void {
  safely(() => detector().cacheUserLanguage(lng, ['localStorage']), undefined);
}

export function rememberedLocale(): Locale | null {
  const [value] = detected('localStorage');
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
  for (const tag of detected('navigator')) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return null;
}
