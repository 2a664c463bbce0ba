import { useTranslation } from 'react-i18next';
import { useLocale } from './LocaleContext';
import type { Namespace } from './namespaces';

/** `useTranslation` bound to the page language, so copy never depends on global state. */
export function useT<N extends Namespace>(ns: N) {
  return useTranslation(ns, { lng: useLocale() });
}
