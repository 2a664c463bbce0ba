import { localeRegistry } from '../../i18n/locales';
import { alternatePaths } from '../head';
import { useRouteHandle } from '../routeHandle';

/** The current page in every language, for the switchers. */
export function useLanguageOptions() {
  const handle = useRouteHandle();
  const options = alternatePaths(handle).map(({ lng, path }) => ({
    lng,
    path,
    endonym: localeRegistry[lng].endonym,
    current: lng === handle.lng,
  }));
  return { current: handle.lng, options };
}
