import { readFileSync } from 'node:fs';
import { appModules, islandsEntry, type Manifest } from '../scripts/modulePreloads';
import { readSiteConfig } from '../src/config/siteConfig';
import { localeRegistry, locales as siteLocales, type Locale } from '../src/i18n/locales';
import { siteUrls } from '../src/i18n/urls';
import { axeViolations } from './axe';
import { expect, test, visit } from './fixtures';
import { mayStayIdentical, readGlossary } from '../scripts/glossary';
import { readLocale, withoutPlaceholders } from './localeStrings';

/**
 * Visits every URL of the route table in every language. A new page is covered by adding
 * it to the route table; nothing here names a page.
 */
const copy = new Map(siteLocales.map((lng) => [lng, readLocale(lng)]));
const copyOf = (lng: Locale) => copy.get(lng) ?? new Map<string, Map<string, string>>();
// The copy is written in English first; no other language may show it untranslated, except
// what the glossary lets stay (names).
const sourceLng: Locale = 'en';
const glossary = readGlossary();

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .trim();

const checkedLinks = new Map<string, number>();
// The build this run serves: which chunk holds each page and each copy file.
const manifest = JSON.parse(readFileSync('dist/server/client-manifest.json', 'utf8')) as Manifest;
const chunkOf = (key: string) => `/${manifest[key]?.file ?? `missing ${key}`}`;
const scheduler = readSiteConfig(process.env).booking;

test('the client build holds no page module: a page is static bands and islands', () => {
  const pageModules = [...new Set(siteUrls().map(({ route }) => route))]
    .filter((route) => route.kind === 'page')
    .map((route) => `src/pages/${route.module}.tsx`);
  expect(pageModules.length).toBeGreaterThan(20);
  expect(pageModules.filter((key) => key in manifest)).toEqual([]);
  expect(manifest[islandsEntry]?.isEntry).toBe(true);
});

/**
 * Records, from before the page's first script, each stylesheet with rules taken out of the
 * document and each stylesheet link put in. Either makes the browser match and lay out the
 * whole page again while the app starts: Emotion moving the prerendered styles
 * (src/app/prerenderedStyles.ts), Vite adding the entry's inlined CSS a second time.
 */
function recordStylesheetChanges() {
  const changes: string[] = [];
  (window as unknown as { stylesheetChanges: string[] }).stylesheetChanges = changes;
  const isStylesheet = (node: Node): node is HTMLStyleElement | HTMLLinkElement =>
    node instanceof HTMLStyleElement ||
    (node instanceof HTMLLinkElement && node.rel === 'stylesheet');
  new MutationObserver((records) => {
    for (const record of records) {
      record.removedNodes.forEach((node) => {
        // An empty style element holds no rules: moving it costs nothing.
        if (isStylesheet(node) && (node instanceof HTMLLinkElement || node.textContent)) {
          changes.push(`removed ${node.outerHTML.slice(0, 80)}`);
        }
      });
      record.addedNodes.forEach((node) => {
        if (node instanceof HTMLLinkElement && isStylesheet(node))
          changes.push(`added ${node.href}`);
      });
    }
  }).observe(document, { childList: true, subtree: true });
}

for (const pageLng of siteLocales) {
  test.describe(`${pageLng} pages`, () => {
    // A browser that prefers the page's language, so the language offer stays out of the way.
    test.use({ locale: localeRegistry[pageLng].intl });

    for (const { url, route, lng } of siteUrls().filter((u) => u.lng === pageLng)) {
      test(`${url} (${route.id}, ${lng})`, async ({ page, request, baseURL }) => {
        // Privacy by default: nothing loads from another origin, except the scheduling popup once
        // a visitor asks for it (stubbed here, it is somebody else's server).
        const foreign: string[] = [];
        await page.route(/^(?!http:\/\/127\.0\.0\.1)/, (r) => {
          if (r.request().url() === scheduler.scriptUrl) {
            return r.fulfill({
              contentType: 'text/javascript',
              body: 'window.Calendly = { initPopupWidget() {} };',
            });
          }
          if (r.request().url() === scheduler.stylesheetUrl)
            return r.fulfill({ contentType: 'text/css', body: '' });
          foreign.push(r.request().url());
          return r.abort();
        });
        if (route.kind === 'redirect') {
          const res = await request.get(url, { maxRedirects: 0 });
          expect(res.status()).toBe(301);
          expect(res.headers()['location']).toMatch(new RegExp(`#${route.to.hash}$`));
          return;
        }

        // Before JavaScript: the served HTML already holds the page, its language and its heading.
        const raw = await request.get(url);
        expect(raw.status()).toBe(200);
        const html = await raw.text();
        expect(html).toContain(`<html lang="${lng}"`);
        // The islands script first (the client build has no page modules: see below).
        expect(appModules(html)[0]).toBe(chunkOf(islandsEntry));
        const h1 = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1];
        expect(h1, 'prerendered <h1>').toBeTruthy();
        const pageCopy = [
          ...(copyOf(lng).get(route.id)?.values() ?? []),
          ...(copyOf(lng).get('common')?.values() ?? []),
        ].map(withoutPlaceholders);
        expect(
          pageCopy.some((text) => text && decode(h1 ?? '').includes(text)),
          `h1 "${decode(h1 ?? '')}" comes from ${lng}/${route.id}.json`,
        ).toBe(true);

        await page.addInitScript(recordStylesheetChanges);
        await visit(page, url);
        await page.waitForLoadState('networkidle');
        expect(foreign, 'requests to other origins').toEqual([]);
        // The scheduling provider's stylesheet is one /book-call loads on purpose.
        const stylesheetChanges = await page.evaluate(
          (booking) =>
            (window as unknown as { stylesheetChanges: string[] }).stylesheetChanges.filter(
              (change) => change !== `added ${booking}`,
            ),
          scheduler.stylesheetUrl,
        );
        expect(stylesheetChanges, 'stylesheets moved or added while the app started').toEqual([]);
        await expect(page.locator('h1').first()).toBeVisible();

        const text = await page.locator('body').innerText();
        const keys = [
          ...(copyOf(lng).get(route.id)?.keys() ?? []),
          ...(copyOf(lng).get('common')?.keys() ?? []),
        ];
        const rawKeys = keys.filter((key) => key.includes('.') && text.includes(key));
        expect(rawKeys, 'raw i18n keys on screen').toEqual([]);
        if (lng !== sourceLng) {
          // Whatever the language's own files hold: a copied English text is still English.
          const untranslated = [...copyOf(sourceLng)]
            .flatMap(([namespace, values]) =>
              [...values]
                .filter(
                  ([key, value]) => !mayStayIdentical(value, lng, glossary, { namespace, key }),
                )
                .map(([, value]) => value),
            )
            .map(withoutPlaceholders)
            .filter((s) => s.split(' ').length >= 4 && text.includes(s));
          expect(untranslated, `${sourceLng} copy on a ${lng} page`).toEqual([]);
        }

        expect(await axeViolations(page), 'axe violations').toEqual([]);

        const links = await page.locator('a[href]').evaluateAll((anchors) =>
          anchors.map((a) => ({
            href: a.getAttribute('href') ?? '',
            target: a.getAttribute('target'),
            rel: a.getAttribute('rel') ?? '',
          })),
        );
        for (const link of links.filter(
          (l) => /^https?:/.test(l.href) && !l.href.startsWith(baseURL ?? ''),
        )) {
          expect(link.target, `${link.href} opens in a new tab`).toBe('_blank');
          expect(link.rel.split(/\s+/), `${link.href} rel`).toEqual(
            expect.arrayContaining(['noopener', 'noreferrer']),
          );
        }
        for (const href of new Set(links.map((l) => l.href).filter((h) => h.startsWith('/')))) {
          const path = href.split('#')[0] || '/';
          if (!checkedLinks.has(path)) checkedLinks.set(path, (await request.get(path)).status());
          expect(checkedLinks.get(path), `internal link ${href}`).toBe(200);
        }
      });
    }
  });
}
