import type { Page } from '@playwright/test';
import { readSiteConfig } from '../src/config/siteConfig';
import { storageKeys } from '../src/config/storageKeys';
import { expect, test, visit } from './fixtures';

// The build reads the same variables; without them both use the placeholders.
const { booking, forms } = readSiteConfig(process.env);

type BookingWindow = Window & { __bookingCalls?: { url: string }[] };

/**
 * Stands in for the scheduling provider: its popup API records what it was asked to open. The
 * visitor already chose to continue in this session (e2e/booking.spec.ts covers that line).
 */
async function stubScheduler(page: Page) {
  await page.addInitScript(
    (key) => sessionStorage.setItem(key, 'continue'),
    storageKeys.bookingConsent,
  );
  await page.route(booking.scriptUrl, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.Calendly = { initPopupWidget: function (options) {
        (window.__bookingCalls = window.__bookingCalls || []).push(options);
      } };`,
    }),
  );
  await page.route(booking.stylesheetUrl, (route) =>
    route.fulfill({ contentType: 'text/css', body: '' }),
  );
}

const bookingCalls = (page: Page) =>
  page.evaluate(() => (window as BookingWindow).__bookingCalls ?? []);

test.use({ reducedMotion: 'reduce' });

test.describe('service pages', () => {
  test('Talent Hiring: Book a Call opens the scheduler, Hire Now the request form in a new tab', async ({
    page,
    context,
  }) => {
    await stubScheduler(page);
    await context.route(forms.companyRequest, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Company request</title>' }),
    );
    await visit(page, '/services/soulmatch-company');
    await expect(page.getByRole('heading', { level: 1, name: 'Talent Hiring' })).toBeVisible();

    await page.getByTestId('hero-bookCall').click();
    await expect.poll(() => bookingCalls(page)).toEqual([{ url: booking.url }]);
    await expect(page).toHaveURL(/\/services\/soulmatch-company$/);

    const hireNow = page.getByTestId('cta-hireNow');
    await expect(hireNow).toHaveAccessibleName('Hire Now (opens in a new tab)');
    const [tab] = await Promise.all([context.waitForEvent('page'), hireNow.click()]);
    await expect.poll(() => tab.url()).toBe(forms.companyRequest);
    await expect(page).toHaveURL(/\/services\/soulmatch-company$/);
  });

  test('Remote Talent in Spanish: Find your Job leads to the talent page in Spanish', async ({
    page,
  }) => {
    await visit(page, '/es/services/soulmatch-talent');
    await expect(page.locator('#steps li')).toHaveCount(5);
    await page.getByTestId('hero-findJob').click();
    await expect(page).toHaveURL(/\/es\/for-talent$/);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('Talent Relocation: Start Your Journey books a call in place, the contact button reaches the contact section', async ({
    page,
  }) => {
    await stubScheduler(page);
    await visit(page, '/services/soulmove');
    await expect(page.getByTestId('offer-link')).toHaveAttribute('href', '/en/relocation');

    await page.getByTestId('hero-startJourney').click();
    // The booking action opens the scheduler over the page the visitor is reading.
    await expect.poll(() => bookingCalls(page)).toEqual([{ url: booking.url }]);
    await expect(page).toHaveURL(/\/services\/soulmove$/);

    await visit(page, '/services/soulmove');
    await page.getByTestId('cta-contact').click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('Study Abroad in Spanish: both buttons stay in Spanish', async ({ page }) => {
    await visit(page, '/es/services/soulstudy');
    await expect(page.getByTestId('hero-bookCall')).toHaveAttribute('href', '/es/book-call');
    await page.getByTestId('hero-contact').click();
    await expect(page).toHaveURL(/\/es#contact$/);
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('Startup growth: Book a Strategy Session opens the scheduler', async ({ page }) => {
    await stubScheduler(page);
    await visit(page, '/services/soulagency');
    await expect(page.getByText('17+ years')).toBeVisible();
    await page.getByTestId('cta-strategySession').click();
    await expect.poll(() => bookingCalls(page)).toEqual([{ url: booking.url }]);
  });

  test('every section is in the prerendered HTML, visible without JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, ids] of [
      ['/services/soulmatch-company', ['steps', 'offer', 'details']],
      ['/es/services/soulmove', ['steps', 'offer']],
      ['/services/soulagency', ['pillars', 'audience', 'regions']],
    ] as const) {
      await page.goto(path);
      for (const id of ids) {
        const section = page.locator(`#${id}`);
        await section.scrollIntoViewIfNeeded();
        await expect(section.locator('li').last()).toBeVisible();
      }
    }
    await context.close();
  });
});
