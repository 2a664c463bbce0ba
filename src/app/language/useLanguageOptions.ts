import { AppLink } from '../../components/AppLink';
import { localeRegistry, type Locale } from '../../i18n/locales';
import { alternatePaths } from '../head';
import { usePage } from '../../components/PageContext';
import { rememberLocale } from './languageChoice';

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

/** The props of a language item in any switcher: a link that remembers the choice. */
export function languageLinkProps(option: LanguageOption, onChosen: () => void) {
  return {
    component: AppLink,
    to: option.path,
    lang: option.lng,
    selected: option.current,
    'aria-current': option.current ? ('page' as const) : undefined,
    onClick: () => {
      rememberLocale(option.lng);
      onChosen();
    },
  };
}
