import type { APIRequestContext } from '@playwright/test';
import { locales, type Locale } from '../src/i18n/locales';
import { pathFor } from '../src/i18n/paths';
import { siteUrls } from '../src/i18n/urls';
import type { PageNamespace } from '../src/i18n/namespaces';
import { expect, test } from './fixtures';

/**
 * What a crawler, or a visitor who never opens a menu, can follow: the links in the served HTML.
 * From each language's home page every page of the sitemap in that language is at most two clicks
 * away. The pages and languages come from the route table and the locale registry, so a page or
 * language added later is held to the same rule.
 */
const maxClicks = 2;

/** The site's own pages an HTML document links to, without their #section. */
function internalLinks(html: string): string[] {
  const hrefs = [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map(([, href = '']) =>
    href.replace(/&amp;/g, '&'),
  );
  return [
    ...new Set(
      hrefs
        .filter((href) => href.startsWith('/') && !href.startsWith('//'))
        .map((href) => href.split('#')[0]?.split('?')[0] || '/'),
    ),
  ];
}

interface Fetched {
  path: string;
  links: string[];
}
const fetched = new Map<string, Fetched>();

/** The page a link leads to (after a redirect such as /contact), and the links on it. */
async function fetchPage(request: APIRequestContext, path: string): Promise<Fetched> {
  const known = fetched.get(path);
  if (known) return known;
  const response = await request.get(path);
  expect(response.status(), `${path} is served`).toBe(200);
  const page = {
    path: new URL(response.url()).pathname,
    links: internalLinks(await response.text()),
  };
  fetched.set(path, page);
  return page;
}

/** Each page reachable from `start` in at most `maxClicks` clicks, with its number of clicks. */
async function clicksFrom(request: APIRequestContext, start: string): Promise<Map<string, number>> {
  const clicks = new Map([[start, 0]]);
  let frontier = [start];
  for (let depth = 1; depth <= maxClicks; depth += 1) {
    const next: string[] = [];
    for (const path of frontier) {
      const page = await fetchPage(request, path);
      for (const link of page.links) {
        if (clicks.has(link)) continue;
        // A redirect (/contact) lands on another page: that page is what the click reaches.
        const target = depth < maxClicks ? (await fetchPage(request, link)).path : link;
        clicks.set(link, depth);
        if (!clicks.has(target)) clicks.set(target, depth);
        next.push(target);
      }
    }
    frontier = next;
  }
  return clicks;
}

const sitemapUrls = (lng: Locale) =>
  siteUrls()
    .filter(({ route, lng: l }) => l === lng && route.kind === 'page' && route.indexable !== false)
    .map(({ url }) => url);

for (const lng of locales) {
  test(`every ${lng} page of the sitemap is within ${maxClicks} clicks of ${pathFor('home', lng)}`, async ({
    request,
  }) => {
    const clicks = await clicksFrom(request, pathFor('home', lng));
    const unreachable = sitemapUrls(lng).filter((url) => !clicks.has(url));
    expect(unreachable, 'pages more than two clicks from the home page').toEqual([]);
  });

  /** The relocation page, written for Bolivians, is one click from every page that speaks to them. */
  const relocationFrom: PageNamespace[] = [
    'home',
    'migration',
    'forTalent',
    'professional',
    'soulmove',
  ];
  test(`${pathFor('relocation', lng)} is one click from the pages for professionals in ${lng}`, async ({
    request,
  }) => {
    const relocation = pathFor('relocation', lng);
    for (const id of relocationFrom) {
      const { links } = await fetchPage(request, pathFor(id, lng));
      expect(links, `${pathFor(id, lng)} links ${relocation}`).toContain(relocation);
    }
  });

  /** "Can I go to Germany?" is one click from every page about moving, working or studying there. */
  const checkFrom: PageNamespace[] = [
    'relocation',
    'migration',
    'forTalent',
    'professional',
    'soulmove',
    'soulstudy',
  ];
  test(`${pathFor('germanyCheck', lng)} is one click from the pages about going to Germany in ${lng}`, async ({
    request,
  }) => {
    const check = pathFor('germanyCheck', lng);
    for (const id of checkFrom) {
      const { links } = await fetchPage(request, pathFor(id, lng));
      expect(links, `${pathFor(id, lng)} links ${check}`).toContain(check);
    }
  });
}
