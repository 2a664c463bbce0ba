import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { site } from '../config/site';
import { locales } from './locales';

/**
 * One instance for the browser and for the prerenderer. Components never rely on
 * `i18n.language`: they pass the page's language explicitly (see useT), so pages in
 * different languages can be rendered side by side and hydration always agrees.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  lng: locales[0],
  supportedLngs: locales,
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
});
