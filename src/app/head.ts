import type { i18n as I18n } from 'i18next';
import { site } from '../config/site';
import { locales, type Locale } from '../i18n/locales';
import { localizedPath, pathFor } from '../i18n/paths';
import { findRoute } from '../routes';
import type { RouteHandle } from './routeHandle';

export interface HeadData {
  lang: Locale;
  title: string;
  description: string;
  canonical: string;
  /** The not-found page and action URLs must not be indexed. */
  noindex: boolean;
  alternates: { hreflang: string; href: string }[];
}

/** The same page in every language: hreflang alternates and the language switcher use it. */
export function alternatePaths(handle: RouteHandle): { lng: Locale; path: string }[] {
  return locales.map((lng) => ({
    lng,
    path:
      handle.routeId === 'notFound'
        ? pathFor('home', lng)
        : localizedPath(findRoute(handle.routeId), lng),
  }));
}

/** Head tags of a page, computed once for the prerenderer and the browser alike. */
export function buildHead(handle: RouteHandle, i18n: I18n): HeadData {
  const { routeId, lng } = handle;
  const common = i18n.getFixedT(lng, 'common');
  if (routeId === 'notFound') {
    return {
      lang: lng,
      title: common('titleTemplate', { title: common('notFound.title') }),
      description: common('notFound.text'),
      canonical: site.siteUrl + pathFor('home', lng),
      noindex: true,
      alternates: [],
    };
  }
  // Every page namespace has the same `meta` keys (checked in namespaces.ts); one stands for all.
  const page = i18n.getFixedT(lng, routeId as 'home');
  const route = findRoute(routeId);
  const alternates: HeadData['alternates'] = alternatePaths(handle).map(
    ({ lng: hreflang, path }) => ({ hreflang, href: site.siteUrl + path }),
  );
  alternates.push({ hreflang: 'x-default', href: site.siteUrl + route.path });
  return {
    lang: lng,
    title:
      routeId === 'home'
        ? page('meta.title')
        : common('titleTemplate', { title: page('meta.title') }),
    description: page('meta.description'),
    canonical: site.siteUrl + localizedPath(route, lng),
    noindex: route.indexable === false,
    alternates,
  };
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function renderHeadTags(head: HeadData): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    head.noindex
      ? '<meta name="robots" content="noindex">'
      : `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    ...head.alternates.map(
      (a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}">`,
    ),
  ].join('\n    ');
}
