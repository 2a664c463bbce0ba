import type { Locator, Page } from '@playwright/test';
import deCommon from '../locales/de/common.json' with { type: 'json' };
import enCommon from '../locales/en/common.json' with { type: 'json' };
import esCommon from '../locales/es/common.json' with { type: 'json' };
import { readSiteConfig } from '../src/config/siteConfig';
import { storageKeys } from '../src/config/storageKeys';
import { locales } from '../src/i18n/locales';
import { pathFor } from '../src/i18n/paths';
import { siteUrls } from '../src/i18n/urls';
import { axeViolations } from './axe';
import { expect, test, visit } from './fixtures';

// The build reads the same variables; without them both use the placeholders.
const { booking } = readSiteConfig(process.env);
const common = { en: enCommon, es: esCommon, de: deCommon };

test.use({ locale: 'en-GB' });

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** Whether the element shows the marker drawn for aria-current (a bar in a pseudo-element). */
const marked = (locator: Locator, pseudo: '::after' | '::before') =>
  locator.evaluate((el, p) => getComputedStyle(el, p).content !== 'none', pseudo);

test.describe('where am I', () => {
  test('the current page and its menu are marked, in the HTML served before JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/es/services/soulmove');
    const nav = page.getByRole('navigation', { name: esCommon.nav.label });
    const services = nav.getByRole('button', { name: esCommon.nav.services });
    await expect(services).toHaveAttribute('aria-current', 'true');
    await expect(nav.getByRole('button', { name: esCommon.nav.about })).not.toHaveAttribute(
      'aria-current',
    );
    // The menu is closed, so its links are looked up as they are in the document.
    await expect(nav.locator('a[aria-current="page"]')).toHaveAttribute(
      'href',
      '/es/services/soulmove',
    );
    await expect(page.locator('footer a[aria-current="page"]')).toHaveText(
      esCommon.routes.soulmove,
    );
    await context.close();
  });

  test('the marker is seen, and only on the current items', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await visit(page, '/about/faqs');
    const nav = mainNav(page);
    const about = nav.getByRole('button', { name: 'About' });
    await expect(about).toHaveAttribute('aria-current', 'true');
    expect(await marked(about, '::after')).toBe(true);
    expect(await marked(nav.getByRole('button', { name: 'Services' }), '::after')).toBe(false);
    expect(await marked(nav.getByRole('link', { name: 'Home' }), '::after')).toBe(false);
    await about.hover();
    const faqs = nav.getByRole('link', { name: 'FAQs' });
    await expect(faqs).toHaveAttribute('aria-current', 'page');
    expect(await marked(faqs, '::before')).toBe(true);
    expect(await marked(nav.getByRole('link', { name: 'Benefits' }), '::before')).toBe(false);
  });

  test('on the home page the scroll-spy marks the section being read', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 800 });
    await visit(page, '/');
    const header = mainNav(page);
    const footer = page.locator('footer').getByRole('region', { name: 'On the home page' });
    const home = header.getByRole('link', { name: 'Home', exact: true });
    const contact = header.getByRole('link', { name: 'Contact', exact: true });
    const footerLink = (name: string) => footer.getByRole('link', { name, exact: true });
    await expect(home).toHaveAttribute('aria-current', 'page');
    await expect(contact).not.toHaveAttribute('aria-current');

    await page.locator('#process').evaluate((el) => el.scrollIntoView());
    await expect(footerLink('Our process')).toHaveAttribute('aria-current', 'location');
    await expect(footerLink('Home')).not.toHaveAttribute('aria-current');
    await expect(home).toHaveAttribute('aria-current', 'page');

    await page.locator('#faqs').evaluate((el) => el.scrollIntoView());
    await expect(footerLink('FAQs')).toHaveAttribute('aria-current', 'location');
    await expect(footerLink('Our process')).not.toHaveAttribute('aria-current');

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(contact).toHaveAttribute('aria-current', 'location');
    expect(await marked(contact, '::after')).toBe(true);
    await expect(home).not.toHaveAttribute('aria-current');
    await expect(footerLink('Contact')).toHaveAttribute('aria-current', 'location');

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(home).toHaveAttribute('aria-current', 'page');
    await expect(footerLink('Home')).toHaveAttribute('aria-current', 'location');
    await expect(contact).not.toHaveAttribute('aria-current');
  });

  test('off the home page no section is marked', async ({ page }) => {
    await visit(page, '/migration');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.locator('footer')).toBeInViewport();
    await expect(page.locator('[aria-current="location"]')).toHaveCount(0);
    await expect(
      mainNav(page).getByRole('link', { name: 'Home', exact: true }),
    ).not.toHaveAttribute('aria-current');
  });
});

test.describe('header menus', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('reach every about page and every service, grouped by audience', async ({ page }) => {
    await visit(page, '/de/migration');
    const nav = page.getByRole('navigation', { name: deCommon.nav.label });
    await nav.getByRole('button', { name: deCommon.nav.services }).click();
    const professionals = nav.getByRole('list', { name: deCommon.nav.groups.professionals });
    const companies = nav.getByRole('list', { name: deCommon.nav.groups.companies });
    await expect(professionals.getByRole('link')).toHaveText([
      deCommon.routes.migration,
      deCommon.nav.pages.relocation,
      deCommon.routes.germanyCheck,
      deCommon.routes.soulmatchTalent,
      deCommon.routes.soulmove,
      deCommon.routes.soulstudy,
      deCommon.routes.forTalent,
    ]);
    await expect(companies.getByRole('link')).toHaveText([
      deCommon.routes.staffAugmentation,
      deCommon.routes.soulmatchCompany,
      deCommon.routes.soulagency,
      deCommon.routes.marketingLab,
      deCommon.routes.forCompanies,
    ]);
    await professionals.getByRole('link', { name: deCommon.nav.pages.relocation }).click();
    await expect(page).toHaveURL(/\/de\/relocation$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('the keyboard walks the grouped links, Escape closes and returns focus', async ({
    page,
  }) => {
    await visit(page, '/migration');
    const nav = mainNav(page);
    const services = nav.getByRole('button', { name: 'Services' });
    await services.focus();
    await page.keyboard.press('ArrowDown');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Migration' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    // From the first link up to the last, across the groups.
    await expect(nav.getByRole('link', { name: 'For Companies' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Migration' })).toBeFocused();
    for (let i = 0; i < 7; i += 1) await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Staff Augmentation' })).toBeFocused();
    // Tab leaves the last link of the menu for the next header item, and the menu closes.
    await nav.getByRole('link', { name: 'For Companies' }).focus();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Contact', exact: true })).toBeFocused();
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await services.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Migration' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toBeFocused();
  });

  test('a menu opened by hover closes with Escape while focus is elsewhere', async ({ page }) => {
    await visit(page, '/migration');
    const nav = mainNav(page);
    const about = nav.getByRole('button', { name: 'About' });
    const elsewhere = page.locator('main').getByRole('link').first();
    await elsewhere.focus();
    await about.hover();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Our Story' })).toBeHidden();
    // Focus stays where the visitor had it.
    await expect(elsewhere).toBeFocused();
  });

  for (const lng of locales) {
    test(`open menus pass axe (${lng})`, async ({ page }) => {
      await visit(page, pathFor('soulmove', lng));
      const nav = page.getByRole('navigation', { name: common[lng].nav.label });
      for (const name of [common[lng].nav.about, common[lng].nav.services]) {
        const button = nav.getByRole('button', { name, exact: true });
        await button.click();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        expect(await axeViolations(page), `axe with ${name} open`).toEqual([]);
        await page.keyboard.press('Escape');
      }
    });
  }
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('holds the same grouped links, marks the current page and passes axe', async ({ page }) => {
    await visit(page, '/es/services/soulstudy');
    await page.getByRole('button', { name: esCommon.nav.openMenu }).click();
    const panel = page.getByRole('dialog');
    const services = panel.getByRole('button', { name: esCommon.nav.services });
    await expect(services).toHaveAttribute('aria-current', 'true');
    await services.click();
    await panel.getByRole('button', { name: esCommon.nav.about }).click();
    await expect(
      panel.getByRole('list', { name: esCommon.nav.groups.professionals }).getByRole('link'),
    ).toHaveCount(7);
    await expect(
      panel.getByRole('list', { name: esCommon.nav.groups.companies }).getByRole('link'),
    ).toHaveCount(5);
    const current = panel.getByRole('link', { name: esCommon.routes.soulstudy });
    await expect(current).toHaveAttribute('aria-current', 'page');
    expect(await marked(current, '::before')).toBe(true);
    expect(await axeViolations(page), 'axe with the menu open').toEqual([]);
    await panel.getByRole('link', { name: esCommon.nav.pages.relocation }).click();
    await expect(page).toHaveURL(/\/relocation$/);
    await expect(panel).toBeHidden();
  });
});

test.describe('footer', () => {
  test('is a site map: every page of the sitemap, visible without JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const lng of locales) {
      await page.goto(pathFor('home', lng));
      const footer = page.locator('footer');
      const visible = await footer
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      const expected = siteUrls()
        .filter((u) => u.lng === lng && u.route.kind === 'page' && u.route.indexable !== false)
        .map((u) => u.url);
      expect(expected.filter((url) => !visible.includes(url))).toEqual([]);
      await expect(
        footer.getByRole('link', { name: common[lng].nav.pages.relocation }),
      ).toBeVisible();
    }
    await context.close();
  });
});

test.describe('breadcrumbs', () => {
  test('below the top level they show the JSON-LD trail and fit a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    for (const path of ['/de/services/soulmatch-company', '/es/about/social-responsibility']) {
      await visit(page, path);
      const jsonLd = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}') as unknown));
      const list = (
        jsonLd.flat() as { '@type': string; itemListElement?: { name: string }[] }[]
      ).find((block) => block['@type'] === 'BreadcrumbList');
      const names = list?.itemListElement?.map((item) => item.name) ?? [];
      expect(names.length).toBe(3);
      const lng = path.split('/')[1] as 'de' | 'es';
      const trail = page.getByRole('navigation', { name: common[lng].nav.breadcrumbLabel });
      await expect(trail.getByRole('listitem')).toHaveText(names);
      await expect(trail.locator('[aria-current="page"]')).toHaveText(names.at(-1) ?? '');
      const box = await trail.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    }
  });

  test('top-level pages have none', async ({ page }) => {
    await visit(page, '/migration');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
  });
});

test.describe('Book a Call keeps the visitor on the page', () => {
  const stub = `window.Calendly = { initPopupWidget: function (o) {
    (window.__bookingCalls = window.__bookingCalls || []).push(o); } };`;

  for (const [path, testId] of [
    ['/services/soulmove', 'hero-startJourney'],
    ['/es/services/soulstudy', 'cta-bookCall'],
    ['/de/about/why-us', undefined],
  ] as const) {
    test(`on ${path}`, async ({ page }) => {
      // The visitor already chose to continue to the provider this session (booking.spec.ts
      // covers that line).
      await page.addInitScript(
        (key) => sessionStorage.setItem(key, 'continue'),
        storageKeys.bookingConsent,
      );
      await page.route(booking.scriptUrl, (route) =>
        route.fulfill({ contentType: 'text/javascript', body: stub }),
      );
      await page.route(booking.stylesheetUrl, (route) =>
        route.fulfill({ contentType: 'text/css', body: '' }),
      );
      await visit(page, path);
      const lng = path.startsWith('/es') ? 'es' : path.startsWith('/de') ? 'de' : 'en';
      const button = testId
        ? page.getByTestId(testId)
        : page
            .locator('main')
            .locator(`a[href="${pathFor('bookCall', lng)}"]`)
            .first();
      // Still a link to /book-call for visitors without JavaScript.
      await expect(button).toHaveAttribute('href', pathFor('bookCall', lng));
      await button.scrollIntoViewIfNeeded();
      await button.click();
      await expect
        .poll(() => page.evaluate(() => (window as { __bookingCalls?: unknown[] }).__bookingCalls))
        .toEqual([{ url: booking.url }]);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });
  }
});

test('/start is kept out of search engines', async ({ request }) => {
  const html = await (await request.get('/start')).text();
  expect(html).toContain('<meta name="robots" content="noindex"');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/start<');
});
