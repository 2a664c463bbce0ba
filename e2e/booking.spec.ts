import { readSiteConfig } from '../src/config/siteConfig';
import { test, expect } from './fixtures';

// The build reads the same variables; without them both use the placeholders.
const { booking } = readSiteConfig(process.env);

type BookingWindow = Window & { __bookingCalls?: { url: string }[] };

const stubScript = `window.Calendly = { initPopupWidget: function (options) {
  (window.__bookingCalls = window.__bookingCalls || []).push(options);
} };`;

test.describe('Book a Call', () => {
  test('loads the scheduler on first use only and opens the intro-call popup', async ({ page }) => {
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
    expect(requests, 'nothing from the scheduler before the first click').toEqual([]);

    const processButton = page.getByTestId('process-book-call');
    await expect(processButton).toHaveAttribute('href', '/book-call');
    await processButton.click();
    await expect
      .poll(() => page.evaluate(() => (window as BookingWindow).__bookingCalls))
      .toEqual([{ url: booking.url }]);
    await expect(page).toHaveURL(/\/$/);

    await page.getByTestId('cta-book-call').click();
    await expect
      .poll(() => page.evaluate(() => (window as BookingWindow).__bookingCalls?.length))
      .toBe(2);
    expect(scriptLoads).toBe(1);
    await expect(page.locator('link[data-booking]')).toHaveCount(1);
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
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByTestId('cta-book-call').click(),
    ]);
    await expect.poll(() => tab.url()).toBe(booking.url);
    expect(errors.some((text) => text.includes('Booking: the scheduling widget'))).toBe(true);
    await expect(page).toHaveURL(/\/es$/);
  });
});
