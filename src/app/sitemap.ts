import { site } from '../config/site';
import { localizedPath } from '../i18n/paths';
import { locales } from '../i18n/locales';
import { siteUrls } from '../i18n/urls';
import type { RouteDef } from '../routes';

/** Pages search engines may list: every page route except action URLs such as /book-call. */
const isIndexable = (route: RouteDef) => route.kind === 'page' && route.indexable !== false;

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function alternateLinks(route: RouteDef): string[] {
  const link = (hreflang: string, path: string) =>
    `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(site.siteUrl + path)}"/>`;
  return [
    ...locales.map((lng) => link(lng, localizedPath(route, lng))),
    link('x-default', route.path),
  ];
}

/** sitemap.xml: every indexable URL in every language, each with its hreflang alternates. */
export function renderSitemap(): string {
  const entries = siteUrls()
    .filter(({ route }) => isIndexable(route))
    .map(({ url, route }) =>
      [
        '  <url>',
        `    <loc>${escapeXml(site.siteUrl + url)}</loc>`,
        ...alternateLinks(route),
        '  </url>',
      ].join('\n'),
    );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export function renderRobots(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`;
}
