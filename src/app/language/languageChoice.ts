import { isLocale, offerDismissedKey, storedLocaleKey, type Locale } from '../../i18n/locales';

// Storage can be unavailable (private modes, blocked cookies); the site then simply forgets.
function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

export function rememberLocale(lng: Locale): void {
  safely(() => localStorage.setItem(storedLocaleKey, lng), undefined);
}

export function rememberedLocale(): Locale | null {
  const value = safely(() => localStorage.getItem(storedLocaleKey), null);
  return isLocale(value) ? value : null;
}

export function dismissOffer(): void {
  safely(() => localStorage.setItem(offerDismissedKey, '1'), undefined);
}

export function offerDismissed(): boolean {
  return safely(() => localStorage.getItem(offerDismissedKey) === '1', true);
}

/** The first supported language in the browser's preference list. */
export function preferredLocale(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return null;
}
