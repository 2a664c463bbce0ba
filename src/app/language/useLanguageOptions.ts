import { AppLink } from '../../components/AppLink';
import { localeRegistry, type Locale } from '../../i18n/locales';
import { alternatePaths } from '../head';
import { usePage } from '../../components/PageContext';
import type { MouseEvent } from 'react';
import { rememberLocale } from './languageChoice';
import { followWithPageState, withPageState } from './pageState';

/** The current page in every language, for the switchers. */
export function useLanguageOptions() {
  const handle = usePage();
  const options = alternatePaths(handle).map(({ lng, path }): LanguageOption => ({
    lng,
    path,
    endonym: localeRegistry[lng].endonym,
    current: lng === handle.lng,
  }));
  return { current: handle.lng, options };
}

export interface LanguageOption {
  lng: Locale;
  path: string;
  endonym: string;
  current: boolean;
}

/**
 * The props of a language item in any switcher: a link that remembers the choice and keeps the
 * page's query and hash (the Germany check's answers). The switchers draw their items only
 * when opened, in the browser, so the address read here is the current one.
 */
export function languageLinkProps(option: LanguageOption, onChosen: () => void) {
  return {
    component: AppLink,
    to: withPageState(option.path),
    lang: option.lng,
    selected: option.current,
    'aria-current': option.current ? ('page' as const) : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => {
      rememberLocale(option.lng);
      onChosen();
      followWithPageState(event, option.path);
    },
  };
}
