import type { Page } from '@playwright/test';
import esCommon from '../locales/es/common.json' with { type: 'json' };
import { readSiteConfig, whatsappUrl } from '../src/config/siteConfig';
import { storageKeys } from '../src/config/storageKeys';
import { expect, pauseClock, test, visit } from './fixtures';

// The build reads the same variables; without them both use the placeholders.
const site = readSiteConfig(process.env);

test.use({ locale: 'en-GB' });

test.describe('header dropdowns', () => {
  test('open on hover and close 400 ms after the pointer leaves', async ({ page }) => {
    await page.clock.install();
    await visit(page, '/migration');
    // Stop the page's clock, so only runFor moves it.
    await pauseClock(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const about = nav.getByRole('button', { name: 'About' });
    const story = nav.getByRole('link', { name: 'Our Story' });
    await expect(story).toBeHidden();
    await about.hover();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(story).toBeVisible();
    await page.mouse.move(5, 600);
    await page.clock.runFor(350);
    await expect(story).toBeVisible();
    await page.clock.runFor(100);
    await expect(story).toBeHidden();
    await expect(about).toHaveAttribute('aria-expanded', 'false');
  });

  test('re-entering before the delay keeps the menu open', async ({ page }) => {
    await page.clock.install();
    await visit(page, '/migration');
    // Stop the page's clock, so only runFor moves it.
    await pauseClock(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Services' }).hover();
    await page.mouse.move(5, 600);
    await page.clock.runFor(200);
    await nav.getByRole('button', { name: 'Services' }).hover();
    await page.clock.runFor(1000);
    await expect(nav.getByRole('link', { name: 'Staff Augmentation' })).toBeVisible();
  });

  test('work with the keyboard', async ({ page }) => {
    await visit(page, '/migration');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const services = nav.getByRole('button', { name: 'Services' });
    await services.focus();
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Migration' })).toBeFocused();
    // The menu groups its pages by audience: after Migration come the other pages for professionals.
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Relocation for Bolivians' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toBeFocused();
    await page.keyboard.press('Space');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  test('lead to the page and its language', async ({ page }) => {
    await visit(page, '/es/migration');
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await nav.getByRole('button', { name: 'Nosotros' }).hover();
    await nav.getByRole('link', { name: 'Nuestra historia' }).click();
    await expect(page).toHaveURL(/\/es\/about\/company$/);
    await expect(page.locator('h1')).toHaveText('Nuestra historia');
  });
});

test('the header changes look past 20 px of scroll', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await visit(page, '/about/company');
  const header = page.locator('header');
  const scrollTo = (y: number) => page.evaluate((top) => window.scrollTo(0, top), y);
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await scrollTo(200);
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  // Back at 15 px it turns back: checked as a change of state, which the test can wait for.
  await scrollTo(15);
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await scrollTo(21);
  await expect(header).toHaveAttribute('data-scrolled', 'true');
});

test('a route change starts at the top of the page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await visit(page, '/migration');
  await page.locator('footer').getByRole('link', { name: 'Terms and Conditions' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.locator('h1')).toHaveText('Terms and Conditions');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a missing anchor logs a warning and keeps the page', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await visit(page, '/migration#nowhere');
  await expect.poll(() => warnings.join('\n')).toContain('#nowhere not found');
  await expect(page).toHaveURL(/\/migration#nowhere$/);
  await expect(page.locator('h1')).toBeVisible();
});

const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens a right-hand panel, locks scrolling and expands lists independently', async ({
    page,
  }) => {
    await visit(page, '/migration');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('dialog');
    await expect(panel).toBeVisible();
    // Where the panel comes to rest, once it has slid in.
    await expect
      .poll(async () => {
        const box = await panel.boundingBox();
        return box && Math.round(box.x + box.width);
      })
      .toBe(375);
    const box = await panel.boundingBox();
    expect(box?.x).toBeGreaterThan(0);
    expect(box?.width).toBeLessThanOrEqual(360);
    await expect.poll(() => bodyOverflow(page)).toBe('hidden');

    const about = panel.getByRole('button', { name: 'About' });
    const services = panel.getByRole('button', { name: 'Services' });
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(panel.getByRole('link', { name: 'Marketing Lab' })).toBeVisible();
    await expect(panel.getByRole('link', { name: /LinkedIn/ })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Book a Call' })).toBeVisible();

    await panel.getByRole('link', { name: 'Marketing Lab' }).click();
    await expect(page).toHaveURL(/\/marketinglab$/);
    await expect(panel).toBeHidden();
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
  });

  test('closes with Escape and returns focus to the menu button', async ({ page }) => {
    await visit(page, '/');
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('switches language', async ({ page }) => {
    await visit(page, '/migration');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es\/migration$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
});

test.describe('languages', () => {
  test('the switcher leads to the same page in the chosen language and remembers it', async ({
    page,
  }) => {
    await visit(page, '/migration');
    await page.getByRole('button', { name: /Change language/ }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es\/migration$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle(`Migración a Alemania · ${site.brand}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/es\/migration$/);

    // A plain URL in another language takes the visitor to their language, before the page paints.
    const documents: string[] = [];
    page.on(
      'request',
      (r) => r.resourceType() === 'document' && documents.push(new URL(r.url()).pathname),
    );
    await page.goto('/staffaugmentation');
    await expect(page).toHaveURL(/\/es\/staffaugmentation$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle(/^Staff Augmentation/);
    expect(documents).toEqual(['/staffaugmentation', '/es/staffaugmentation']);

    // An explicitly prefixed URL is a choice too: it is left alone.
    await page.goto('/en/relocation');
    await expect(page).toHaveURL(/\/en\/relocation$/);
  });

  test('a browser preferring another language gets an offer, never a redirect', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, locale: 'es-BO' });
    const page = await context.newPage();
    await page.goto('/migration');
    await expect(page).toHaveURL(/\/migration$/);
    const offer = page.getByRole('region', { name: 'Sugerencia de idioma' });
    await expect(offer).toContainText('Esta página también está disponible en español.');
    await offer.getByRole('button', { name: 'Cerrar' }).click();
    await expect(offer).toBeHidden();
    await expect
      .poll(() =>
        page.evaluate((key) => localStorage.getItem(key), storageKeys.languageOfferDismissed),
      )
      .not.toBeNull();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // Once nothing is loading any more, the offer would have had its copy and shown.
    await page.waitForLoadState('networkidle');
    await expect(offer).toBeHidden();

    const fresh = await browser.newContext({ baseURL, locale: 'es-BO' });
    const other = await fresh.newPage();
    await other.goto('/about/company');
    await other
      .getByRole('region', { name: 'Sugerencia de idioma' })
      .getByRole('link', { name: 'Ver en español' })
      .click();
    await expect(other).toHaveURL(/\/es\/about\/company$/);
    await expect(other.locator('h1')).toHaveText('Nuestra historia');
    await context.close();
    await fresh.close();
  });

  test('each page declares its language, canonical URL and alternates', async ({ request }) => {
    const html = await (await request.get('/relocation')).text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain(`<link rel="canonical" href="${site.siteUrl}/relocation">`);
    expect(html).toContain(
      `<link rel="alternate" hreflang="en" href="${site.siteUrl}/en/relocation">`,
    );
    expect(html).toContain(
      `<link rel="alternate" hreflang="es" href="${site.siteUrl}/relocation">`,
    );
    expect(html).toContain(
      `<link rel="alternate" hreflang="x-default" href="${site.siteUrl}/relocation">`,
    );
    expect(html).toContain(`<title>Mudarte a Alemania · ${site.brand}</title>`);
  });
});

test.describe('redirects and errors', () => {
  test('a default-language prefix redirects to the one URL of the page', async ({
    page,
    request,
  }) => {
    const res = await request.get('/en/migration', { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers()['location']).toBe('/migration');
    await page.goto('/es/relocation');
    await expect(page).toHaveURL(/\/relocation$/);
  });

  test('/contact goes to the contact section of the home page', async ({ page }) => {
    await page.goto('/es/contact');
    await expect(page).toHaveURL(/\/es#contact$/);
  });

  test('an unknown path shows the not-found page with status 404', async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.allow(/status of 404/);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page Not Found');
    await expect(
      page.getByText("The page you are looking for doesn't exist or has been moved."),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);

    const es = await page.goto('/es/no-existe');
    expect(es?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Página no encontrada');
  });
});

test('Alt+T with no notification on screen leaves focus where it is', async ({ page }) => {
  // With one, it focuses it: e2e/a11y-focus.spec.ts.
  await visit(page, '/migration');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await skip.focus();
  await page.keyboard.press('Alt+KeyT');
  await expect(skip).toBeFocused();
});

test('the WhatsApp button opens a chat with the message in the page language', async ({ page }) => {
  await page.goto('/relocation');
  const whatsapp = page
    .getByRole('complementary', { name: esCommon.floating.label })
    .getByRole('link', { name: /WhatsApp/ });
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  await expect(whatsapp).toHaveAttribute('href', whatsappUrl(site, esCommon.whatsapp.message));
});

test('/book-call opens the scheduling popup, then goes home', async ({ page }) => {
  // The visitor already chose to continue in this session (e2e/booking.spec.ts covers that).
  await page.addInitScript(
    (key) => sessionStorage.setItem(key, 'continue'),
    storageKeys.bookingConsent,
  );
  await page.route(site.booking.scriptUrl, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'window.Calendly = { initPopupWidget(o) { window.__booked = o.url; } };',
    }),
  );
  await page.route(site.booking.stylesheetUrl, (route) =>
    route.fulfill({ contentType: 'text/css', body: '' }),
  );
  // The inline script replaces the page as it is parsed: /book-call never finishes loading.
  await visit(page, '/es/book-call');
  await expect(page).toHaveURL(/\/es$/);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __booked?: string }).__booked))
    .toBe(site.booking.url);
});
