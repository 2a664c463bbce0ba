import { readFileSync } from 'node:fs';
import { serviceAreas } from '../src/app/structuredData/serviceAreas';
import { readSiteConfig } from '../src/config/siteConfig';
import { siteUrls } from '../src/i18n/urls';
import { expect, test, visit } from './fixtures';

/**
 * Every URL of the built sitemap, fetched as a crawler fetches it (no browser): its share image
 * exists and is a 1200 × 630 PNG, its JSON-LD parses and has the types the page calls for, and
 * its og:url is its canonical URL. The crawler spec covers what a browser sees on each URL.
 */
const site = readSiteConfig(process.env);
const sitemap = readFileSync('dist/client/sitemap.xml', 'utf8');
const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  ([, loc = '']) => new URL(loc).pathname,
);
const routeOf = new Map(siteUrls().map(({ url, route }) => [url, route.id]));

/** The pages that show an FAQ accordion. */
const faqPages = new Set(['home', 'faqs']);

function expectedTypes(routeId: string): string[] {
  return [
    'Organization',
    ...(faqPages.has(routeId) ? ['FAQPage'] : []),
    ...(routeId in serviceAreas ? ['Service'] : []),
    ...(routeId === 'home' ? [] : ['BreadcrumbList']),
  ];
}

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

test('the sitemap lists every indexable URL of the route table', () => {
  const indexable = siteUrls()
    .filter(({ route }) => route.kind === 'page' && route.indexable !== false)
    .map(({ url }) => url);
  expect([...paths].sort()).toEqual(indexable.sort());
});

for (const path of paths) {
  test(`${path}: share image, JSON-LD and canonical`, async ({ request }) => {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    const html = await res.text();

    const canonical = attribute(html, /<link rel="canonical" href="([^"]+)">/);
    expect(canonical).toBe(site.siteUrl + path);
    expect(attribute(html, /<meta property="og:url" content="([^"]+)">/)).toBe(canonical);

    const images = [...html.matchAll(/<meta property="og:image" content="([^"]+)">/g)];
    expect(images).toHaveLength(1);
    const image = new URL(images[0]?.[1] ?? '');
    expect(image.origin).toBe(site.siteUrl);
    expect(attribute(html, /<meta name="twitter:image" content="([^"]+)">/)).toBe(image.href);
    const png = await request.get(image.pathname);
    expect(png.status(), image.pathname).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    // A PNG states its width and height in its first chunk (IHDR), at bytes 16 and 20.
    const bytes = await png.body();
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);

    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g),
    ].map(([, json = '']) => JSON.parse(json) as { '@context': string; '@type': string });
    for (const block of blocks) expect(block['@context']).toBe('https://schema.org');
    expect(blocks.map((block) => block['@type'])).toEqual(expectedTypes(routeOf.get(path) ?? ''));
  });
}

test('the icons and the web manifest are served', async ({ request }) => {
  const manifest = await request.get('/site.webmanifest');
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const { icons } = (await manifest.json()) as { icons: { src: string }[] };
  for (const src of ['/apple-touch-icon.png', ...icons.map((icon) => icon.src)]) {
    const icon = await request.get(src);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/png');
  }
});

test('client-side navigation replaces the share tags and the JSON-LD', async ({ page }) => {
  // The fixture fails the test on any console error: a CSP report against the data blocks too.
  await visit(page, '/about/faqs');
  const types = page.locator('script[type="application/ld+json"]');
  await expect(types).toHaveCount(3);
  await page
    .locator('header')
    .getByRole('link', { name: /home|soultech/i })
    .first()
    .click();
  await expect(page).toHaveURL('/');
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    'content',
    `${site.siteUrl}/`,
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    `${site.siteUrl}/share/en/home.png`,
  );
  await expect(types).toHaveCount(2);
  const parsed = await types.evaluateAll((scripts) =>
    scripts.map((s) => (JSON.parse(s.textContent ?? '') as { '@type': string })['@type']),
  );
  expect(parsed).toEqual(['Organization', 'FAQPage']);
});
