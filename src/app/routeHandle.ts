import { useMatches } from 'react-router-dom';
import type { PageNamespace } from '../i18n/namespaces';
import { siteDefaultLocale, type Locale } from '../i18n/locales';

export interface RouteHandle {
  routeId: PageNamespace | 'notFound';
  lng: Locale;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'routeId' in value && 'lng' in value;
}

/** The page being shown and its language, from the deepest matched route. */
export function useRouteHandle(): RouteHandle {
  const handle = useMatches()
    .map((m) => m.handle)
    .findLast(isRouteHandle);
  return handle ?? { routeId: 'notFound', lng: siteDefaultLocale };
}
