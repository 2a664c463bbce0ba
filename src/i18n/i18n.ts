import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { site } from '../config/site';
import { storageKeys } from '../config/storageKeys';
import { locales, registeredLocales } from './locales';

/**
 * One instance for the browser and for the prerenderer. Components never rely on
 * `i18n.language`: they pass the page's language explicitly (see useT), so pages in
 * different languages can be rendered side by side and hydration always agrees.
 */
export const i18n = i18next.createInstance();

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: {},
    lng: locales[0],
    // Drafts too, or i18next would refuse their copy when `npm run dev` previews them.
    supportedLngs: registeredLocales,
    // Parity between locales is enforced by `npm run check:locales`; a silent fallback
    // to English would hide a missing translation on a Spanish page.
    fallbackLng: false,
    ns: [],
    defaultNS: 'common',
    initAsync: false,
    returnNull: false,
    showSupportNotice: false,
    interpolation: { escapeValue: false, defaultVariables: { brand: site.brand } },
    react: { useSuspense: false },
    // The URL decides a page's language (`lng` above wins over detection). The detector only
    // answers two questions for app/language/languageChoice: which language did the visitor
    // choose, and which one does the browser prefer. Nothing is cached automatically: only an
    // explicit choice is remembered.
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: storageKeys.language,
      caches: [],
    },
  });
