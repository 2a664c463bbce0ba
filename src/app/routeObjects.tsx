import { redirect, type RouteObject } from 'react-router-dom';
import { localizedPath, redirectTarget, redundantPrefixPath } from '../i18n/paths';
import { locales, registeredLocales, siteDefaultLocale, type Locale } from '../i18n/locales';
import { loadNamespaces } from '../i18n/resources';
import { notFoundModule, pageNamespaces, routes, type PageRoute, type RouteDef } from '../routes';
import { pageLoader } from './pageModules';
import { RootLayout } from './RootLayout';
import type { RouteHandle } from './routeHandle';
import { RouterErrorScreen } from './RouterErrorScreen';

/**
 * The languages the router serves: drafts too in `npm run dev`, for translators to preview; a
 * build has only the published languages, so a draft has no page, link or sitemap entry.
 */
const servedLocales = import.meta.env.DEV ? registeredLocales : locales;

/**
 * The copy every page's layout shows: its own language's, and the language offers' in every
 * other (./language/LanguageOffers.tsx).
 */
const loadLayoutCopy = () => Promise.all(locales.map((lng) => loadNamespaces(lng, ['common'])));

function pageRoute(route: PageRoute, lng: Locale): RouteObject {
  const handle: RouteHandle = { routeId: route.id, lng };
  const loadPage = pageLoader(route.module);
  return {
    path: localizedPath(route, lng),
    handle,
    // One route object per language, so its copy is loaded once, together with its code.
    lazy: async () => {
      const [module] = await Promise.all([
        loadPage(),
        loadNamespaces(lng, pageNamespaces(route)),
        loadLayoutCopy(),
      ]);
      return { Component: module.default };
    },
  };
}

function routeObjects(route: RouteDef): RouteObject[] {
  return [
    ...servedLocales.map((lng) =>
      route.kind === 'page'
        ? pageRoute(route, lng)
        : { path: localizedPath(route, lng), loader: () => redirect(redirectTarget(route, lng)) },
    ),
    { path: redundantPrefixPath(route), loader: () => redirect(route.path) },
  ];
}

function notFoundRoute(lng: Locale): RouteObject {
  const handle: RouteHandle = { routeId: 'notFound', lng };
  return {
    path: lng === siteDefaultLocale ? '*' : `/${lng}/*`,
    handle,
    lazy: async () => {
      const [module] = await Promise.all([
        pageLoader(notFoundModule)(),
        loadNamespaces(lng, ['common']),
        loadLayoutCopy(),
      ]);
      return { Component: module.default };
    },
  };
}

/** The router's tree, derived from the route table and the locale registry. */
export function createRouteObjects(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouterErrorScreen />,
      children: [...routes.flatMap(routeObjects), ...servedLocales.map(notFoundRoute)],
    },
  ];
}
