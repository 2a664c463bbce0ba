import { routes, type RouteDef } from '../routes';
import { locales, type Locale } from './locales';
import { localizedPath, pathFor } from './paths';

export interface SiteUrl {
  url: string;
  route: RouteDef;
  lng: Locale;
}

/** Every URL of the site: each route in each language. Prerender, sitemap and crawler share it. */
export function siteUrls(): SiteUrl[] {
  return routes.flatMap((route) =>
    locales.map((lng) => ({ url: localizedPath(route, lng), route, lng })),
  );
}

/** Where the prerendered HTML of a URL lives inside the built site. */
export function htmlFileFor(url: string): string {
  return url === '/' ? 'index.html' : `${url.slice(1)}/index.html`;
}

/** The not-found page of a language, inside the built site. */
export function notFoundFileFor(lng: Locale): string {
  const home = pathFor('home', lng);
  return home === '/' ? '404.html' : `${home.slice(1)}/404.html`;
}
