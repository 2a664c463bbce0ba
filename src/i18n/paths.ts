import { findRoute, findRouteByPath, routes, type RouteDef, type RouteId } from '../routes';
import { isLocale, locales, siteDefaultLocale, type Locale } from './locales';

/** The one URL of a route in a language: the plain path in its default language, `/<lng>/...` otherwise. */
export function localizedPath(route: RouteDef, lng: Locale): string {
  if (lng === route.defaultLocale) return route.path;
  return route.path === '/' ? `/${lng}` : `/${lng}${route.path}`;
}

/**
 * The route's path under the prefix of its own default language (`/en/about`, `/es/relocation`).
 * It is never served: it redirects to the plain path, so each page has one URL per language.
 */
export function redundantPrefixPath(route: RouteDef): string {
  return route.path === '/' ? `/${route.defaultLocale}` : `/${route.defaultLocale}${route.path}`;
}

export function pathFor(id: RouteId, lng: Locale, hash?: string): string {
  const path = localizedPath(findRoute(id), lng);
  return hash ? `${path}#${hash}` : path;
}

export type Resolution =
  | { kind: 'route'; route: RouteDef; lng: Locale }
  | { kind: 'redirect'; location: string }
  | { kind: 'notFound'; lng: Locale };

/**
 * What a request path is: a route in a language, a redirect to the one URL of a page
 * (a prefix that names the route's default language, or a trailing slash), or nothing.
 */
export function resolvePathname(pathname: string): Resolution {
  if (pathname.length > 1 && pathname.endsWith('/')) {
    // Straight to where the path without its slash leads: one redirect, not two.
    const bare = pathname.replace(/\/+$/, '') || '/';
    const next = resolvePathname(bare);
    return next.kind === 'redirect' ? next : { kind: 'redirect', location: bare };
  }
  for (const route of routes) {
    for (const lng of locales) {
      if (localizedPath(route, lng) === pathname) return { kind: 'route', route, lng };
    }
    if (pathname === redundantPrefixPath(route)) return { kind: 'redirect', location: route.path };
  }
  const prefix = pathname.split('/')[1];
  return { kind: 'notFound', lng: isLocale(prefix) ? prefix : siteDefaultLocale };
}

/** Where a redirect route leads in a language. */
export function redirectTarget(
  route: Extract<RouteDef, { kind: 'redirect' }>,
  lng: Locale,
): string {
  const target = findRouteByPath(route.to.path);
  if (!target) throw new Error(`Redirect ${route.id} points to unknown path ${route.to.path}`);
  const path = localizedPath(target, lng);
  return route.to.hash ? `${path}#${route.to.hash}` : path;
}
