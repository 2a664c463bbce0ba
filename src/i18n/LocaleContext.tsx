import { createContext, useContext, type ReactNode } from 'react';
import { siteDefaultLocale, type Locale } from './locales';

const LocaleContext = createContext<Locale>(siteDefaultLocale);

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

/** The language of the page being shown; the URL decides it. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}
