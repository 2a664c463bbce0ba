import { describe, expect, it } from 'vitest';
import { site } from '../config/site';
import { locales } from '../i18n/locales';
import { localizedPath } from '../i18n/paths';
import { routes } from '../routes';
import { renderRobots, renderSitemap } from './sitemap';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('sitemap.xml', () => {
  const sitemap = renderSitemap();

  it('lists exactly the indexable pages of the route table, in every language', () => {
    const expected = routes
      .filter((route) => route.kind === 'page' && route.indexable !== false)
      .flatMap((route) => locales.map((lng) => site.siteUrl + localizedPath(route, lng)));
    expect(locs(sitemap).sort()).toEqual(expected.sort());
    expect(sitemap).not.toContain('book-call');
    expect(sitemap).not.toMatch(/\/contact</);
  });

  it('gives every URL its alternates in every language plus x-default', () => {
    const entry = sitemap.split('<url>').find((part) => part.includes('/es/migration</loc>'));
    expect(entry).toBeDefined();
    for (const lng of locales) expect(entry).toContain(`hreflang="${lng}"`);
    expect(entry).toContain(`hreflang="x-default" href="${site.siteUrl}/migration"`);
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${site.siteUrl}/en/relocation"/>`,
    );
  });

  it('is well-formed XML', () => {
    const doc = new DOMParser().parseFromString(sitemap, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.getElementsByTagName('url').length).toBe(locs(sitemap).length);
  });
});

describe('robots.txt', () => {
  it('allows crawling and points to the sitemap', () => {
    expect(renderRobots()).toContain('Allow: /');
    expect(renderRobots()).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`);
  });
});
