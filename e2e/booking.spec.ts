import enCommon from '../locales/en/common.json' with { type: 'json' };
import esCommon from '../locales/es/common.json' with { type: 'json' };
import deCommon from '../locales/de/common.json' with { type: 'json' };
import { readSiteConfig } from '../src/config/siteConfig';
import { storageKeys } from '../src/config/storageKeys';
import { test, expect } from './fixtures';
import { axeViolations } from './axe';

// The build reads the same variables; without them both use the placeholders.
const { booking, recipients } = readSiteConfig(process.env);
const provider = recipients.scheduling?.name ?? '';

type BookingWindow = Window & { __bookingCalls?: { url: string }[] };

const stubScript = `window.Calendly = { initPopupWidget: function (options) {
  (window.__bookingCalls = window.__bookingCalls || []).push(options);
} };`;

const bookingCalls = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as BookingWindow).__bookingCalls);

test.describe('Book a Call', () => {
  test('names the provider first, loads its script only after Continue, and asks once per session', async ({
    page,
  }) => {
    let scriptLoads = 0;
    const bookingHost = new URL(booking.scriptUrl).host;
    const requests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).host === bookingHost) requests.push(request.url());
    });
    await page.route(booking.scriptUrl, (route) => {
      scriptLoads += 1;
      return route.fulfill({ contentType: 'text/javascript', body: stubScript });
    });
    await page.route(booking.stylesheetUrl, (route) =>
      route.fulfill({ contentType: 'text/css', body: '' }),
    );
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

    const processButton = page.getByTestId('process-book-call');
    await expect(processButton).toHaveAttribute('href', '/book-call');
    await processButton.click();
    const consent = page.getByRole('dialog');
    await expect(consent).toContainText(`${provider} (United States)`);
    await expect(consent.getByRole('link', { name: enCommon.booking.privacyLink })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(consent.getByRole('link', { name: enCommon.booking.newTab })).toHaveAttribute(
      'href',
      booking.url,
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(requests, 'nothing from the scheduler before the visitor continues').toEqual([]);

    await consent.getByRole('button', { name: enCommon.booking.continue }).click();
    await expect(consent).toBeHidden();
    await expect.poll(() => bookingCalls(page)).toEqual([{ url: booking.url }]);
    await expect(page).toHaveURL(/\/$/);
    expect(
      await page.evaluate((key) => sessionStorage.getItem(key), storageKeys.bookingConsent),
    ).toBe('continue');

    await page.getByTestId('cta-book-call').click();
    await expect.poll(async () => (await bookingCalls(page))?.length).toBe(2);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(scriptLoads).toBe(1);
    await expect(page.locator('link[data-booking]')).toHaveCount(1);
  });

  test('Escape closes the line without loading anything; it comes back on the next click', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url() === booking.scriptUrl) requests.push(request.url());
    });
    await page.goto('/es');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const button = page.getByTestId('cta-book-call');
    await button.click();
    const consent = page.getByRole('dialog');
    await expect(consent).toContainText(esCommon.booking.privacyLink);
    await expect(consent).toContainText(`${provider} (Estados Unidos)`);
    await page.keyboard.press('Escape');
    await expect(consent).toBeHidden();
    // Focus goes back to the button that opened it, never to <body>.
    await expect(button).toBeFocused();
    expect(requests).toEqual([]);
    await button.click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('"Open in a new tab" opens the booking page, and does so directly for the rest of the session', async ({
    page,
    context,
  }) => {
    await context.route(booking.url, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Booking</title>' }),
    );
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url() === booking.scriptUrl) requests.push(request.url());
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.getByTestId('cta-book-call').click();
    const [first] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('dialog').getByRole('link', { name: enCommon.booking.newTab }).click(),
    ]);
    await expect.poll(() => first.url()).toBe(booking.url);
    await expect(page.getByRole('dialog')).toBeHidden();

    const [second] = await Promise.all([
      context.waitForEvent('page'),
      page.getByTestId('cta-book-call').click(),
    ]);
    await expect.poll(() => second.url()).toBe(booking.url);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(requests, 'the scheduler script never loads').toEqual([]);
  });

  test('when the scheduler cannot load, logs the error and opens the booking page in a new tab', async ({
    page,
    context,
    consoleWatch,
  }) => {
    consoleWatch.allow(/Booking: the scheduling widget did not load/);
    consoleWatch.allow(/Failed to load resource/);
    await page.route(booking.scriptUrl, (route) => route.abort('failed'));
    await page.route(booking.stylesheetUrl, (route) => route.abort('failed'));
    await context.route(booking.url, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Booking</title>' }),
    );
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/es');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.getByTestId('cta-book-call').click();
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('dialog').getByRole('button', { name: esCommon.booking.continue }).click(),
    ]);
    await expect.poll(() => tab.url()).toBe(booking.url);
    expect(errors.some((text) => text.includes('Booking: the scheduling widget'))).toBe(true);
    await expect(page).toHaveURL(/\/es$/);
  });

  test('a click beside the line dismisses it; at 400 % zoom the line scrolls and every choice is reachable', async ({
    page,
  }) => {
    // 1280 x 800 at 400 %: 320 x 200 CSS pixels (WCAG 1.4.10).
    await page.setViewportSize({ width: 320, height: 200 });
    await page.goto('/de');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const button = page.getByTestId('cta-book-call');
    await button.focus();
    await page.keyboard.press('Enter');
    const consent = page.getByRole('dialog');
    await expect(consent).toBeFocused();
    const fits = await consent.evaluate((dialog) => {
      const box = dialog.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
    });
    expect(fits, 'the line stays inside the screen').toBe(true);
    const newTab = consent.getByRole('link', { name: deCommon.booking.newTab });
    // Tab order: privacy policy, close, continue, new tab; each scrolls into the line's view.
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('Tab');
    await expect(newTab).toBeFocused();
    await expect(newTab).toBeInViewport();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

    await page.mouse.click(2, 2);
    await expect(consent).toBeHidden();
    await expect(button).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });
});
