import type { Locator, Page } from '@playwright/test';
import { axeViolations } from './axe';
import { holdRequests } from './holdRequests';
import { expect, pauseClock, runQueuedTasks, test, visit } from './fixtures';

// Focus management found failing by the manual WCAG 2.2 AA audit of 2026-11-25 (issue 28).

const launcher = (page: Page) => page.getByTestId('chat-launcher');
const chatInput = (page: Page) => page.getByRole('dialog').getByRole('textbox');

async function openChat(page: Page) {
  await launcher(page).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(chatInput(page)).toBeFocused();
}

/** Holds every chat request until `release` is called, then lets it through to the server. */
async function holdChatRequests(page: Page) {
  return (await holdRequests(page, '**/api/chat')).release;
}

const activeElementIsBody = (page: Page) =>
  page.evaluate(() => document.activeElement === document.body);

test.describe('chat (2.4.3, 2.4.11, 3.1.2)', () => {
  test('sending keeps focus in the input; Tab stays in the panel; the reply leaves focus alone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const release = await holdChatRequests(page);
    await visit(page, '/');
    await openChat(page);
    await chatInput(page).fill('Do I need to speak German?');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('chat-typing')).toBeVisible();
    // Pending: the input says it is unavailable but keeps the focus.
    await expect(chatInput(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(chatInput(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Send' })).toBeFocused();
    // The visitor goes back to the page while waiting.
    const logo = page.getByRole('banner').getByRole('link').first();
    await logo.focus();
    release();
    await expect(page.getByTestId('chat-assistant-message').nth(1)).toBeVisible();
    await runQueuedTasks(page);
    await expect(logo).toBeFocused();
    await expect(chatInput(page)).not.toHaveAttribute('aria-disabled', 'true');
  });

  test('on a phone the panel is modal: Shift+Tab never leaves it, Escape closes it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await visit(page, '/');
    await openChat(page);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Shift+Tab');
      const inside = await dialog.evaluate((panel) => panel.contains(document.activeElement));
      const nowhere = await activeElementIsBody(page);
      // Leaving the page for the browser's own controls is allowed; the covered page is not.
      expect(inside || nowhere, `Shift+Tab ${i + 1} stays out of the covered page`).toBe(true);
    }
    await chatInput(page).focus();
    expect(await axeViolations(page), 'axe violations').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(launcher(page)).toBeFocused();
  });

  test('a reply in another language says so, and messages keep their language after a switch', async ({
    page,
  }) => {
    await page.route('**/api/chat', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          response: 'German is not required for many of the roles we fill.',
          id: 'reply-1',
          timestamp: '2026-11-26T10:00:00.000Z',
          locale: 'en',
        }),
      }),
    );
    await visit(page, '/de');
    await openChat(page);
    await chatInput(page).fill('Do I need to speak German?');
    await page.keyboard.press('Enter');
    // The messages' texts, each marked with its language.
    const texts = page.getByRole('log').locator('[lang]');
    await expect(texts).toHaveCount(3);
    await expect(texts.nth(0)).toHaveAttribute('lang', 'de');
    await expect(texts.nth(1)).toHaveAttribute('lang', 'en');
    await expect(texts.nth(2)).toHaveAttribute('lang', 'en');
    // The conversation lives on in the session, and the window opens again on the Spanish page;
    // there each message keeps its own language.
    await visit(page, '/es');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(texts).toHaveCount(3);
    await expect(texts.nth(0)).toHaveAttribute('lang', 'de');
    await expect(texts.nth(2)).toHaveAttribute('lang', 'en');
  });

  test('the input edge stands out from the panel by at least 3:1', async ({ page }) => {
    await visit(page, '/');
    await openChat(page);
    // Judged at rest: focused, the edge turns steel blue anyway.
    await page.getByRole('dialog').getByRole('button').first().focus();
    const ratio = await chatInput(page).evaluate((textarea) => {
      const edge = textarea.closest('.MuiInputBase-root')!;
      const channels = (value: string) => value.match(/[\d.]+/g)!.map(Number);
      const panel = channels(getComputedStyle(edge.closest('[role="dialog"]')!).backgroundColor);
      // A translucent border shows blended with the panel behind it.
      const [r, g, b, alpha = 1] = channels(getComputedStyle(edge).borderTopColor);
      const border = [r!, g!, b!].map((c, i) => c * alpha + panel[i]! * (1 - alpha));
      const luminance = (rgb: number[]) => {
        const [x, y, z] = rgb.map((c) => {
          const s = c / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * x! + 0.7152 * y! + 0.0722 * z!;
      };
      const [light, dark] = [luminance(border), luminance(panel)].sort((p, q) => q - p);
      return (light! + 0.05) / (dark! + 0.05);
    });
    expect(ratio).toBeGreaterThanOrEqual(3);
  });
});

test.describe('page change (2.4.3)', () => {
  // Moving between pages is document navigation (docs/performance.md): the browser starts the
  // new page at its top, with focus at the start of the document, and screen readers announce
  // its title as it loads. Nothing moves focus by script on arrival.
  test('following a link inside the site starts the new page at its top, the skip link first', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await visit(page, '/migration');
    const link = page.locator('footer a[href="/terms"]');
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page).toHaveTitle(/Terms and Conditions/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and Conditions');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The next Tab continues from the top of the new page, not from the old footer link.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  });
});

/** The top and bottom of an element on screen. */
const rectOf = (locator: Locator): Promise<{ top: number; bottom: number }> =>
  locator.evaluate((el) => {
    const { top, bottom } = el.getBoundingClientRect();
    return { top, bottom };
  });

test.describe('language offer and notifications (2.4.11, 2.1.1, 4.1.3)', () => {
  test.use({ locale: 'es-BO' });

  for (const width of [375, 768]) {
    test(`the offer never covers a focused control at ${width} px, and Escape dismisses it`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 700 });
      await visit(page, '/migration');
      const offer = page.getByRole('region', { name: 'Sugerencia de idioma' });
      await expect(offer).toBeVisible();
      const offerTop = (await rectOf(offer)).top;
      // Every control of the hero, the footer and the contact lines, focused in turn.
      const controls = page.locator(
        '[data-testid="hero-carousel"] button, [data-testid="hero-carousel"] a, footer a',
      );
      const count = await controls.count();
      expect(count).toBeGreaterThan(5);
      for (let i = 0; i < count; i++) {
        const control = controls.nth(i);
        if (!(await control.isVisible())) continue;
        await control.focus();
        const box = await rectOf(control);
        expect(box.bottom, `control ${i} ends above the offer`).toBeLessThanOrEqual(offerTop);
      }
      // The offer comes right after the skip link in the tab order.
      await page.getByRole('link', { name: 'Skip to content' }).focus();
      await page.keyboard.press('Tab');
      await expect(offer.getByRole('link')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(offer).toBeHidden();
      expect(await activeElementIsBody(page)).toBe(false);
    });
  }

  test('dismissing the offer with its button gives focus back to where it came from', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await visit(page, '/migration');
    const offer = page.getByRole('region', { name: 'Sugerencia de idioma' });
    await expect(offer).toBeVisible();
    const close = offer.getByRole('button', { name: 'Cerrar' });
    await close.focus();
    await page.keyboard.press('Enter');
    await expect(offer).toBeHidden();
    expect(await activeElementIsBody(page)).toBe(false);
  });
});

test.describe('notifications', () => {
  test('the welcome is polite, and Alt+T reaches it only when there is one', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-26T10:00:00Z') });
    await page.clock.pauseAt(new Date('2026-11-26T10:00:01Z'));
    await visit(page, '/');
    const region = page.getByRole('region', { name: 'Notifications' });
    await expect(region).toHaveAttribute('aria-live', 'polite');
    const logo = page.getByRole('banner').getByRole('link').first();
    await logo.focus();
    // Nothing to show: Alt+T leaves the focus where it is.
    await page.keyboard.press('Alt+KeyT');
    await expect(logo).toBeFocused();
    await page.clock.runFor(2100);
    await expect(page.getByText('Welcome', { exact: true })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.keyboard.press('Alt+KeyT');
    const focusedInRegion = await region.evaluate((el) => el.contains(document.activeElement));
    expect(focusedInRegion).toBe(true);
    await expect(page.locator(':focus')).toContainText('Welcome');
    // When the notification has gone, focus goes back to where it was.
    await page.clock.runFor(10000);
    await expect(page.getByText('Welcome', { exact: true })).toHaveCount(0);
    await expect(logo).toBeFocused();
  });
});

test('the hero stays stopped after keyboard focus has left it (APG carousel)', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.clock.install();
  await visit(page, '/');
  await pauseClock(page);
  const hero = page.getByTestId('hero-carousel');
  const current = hero.locator('button[aria-current="true"]');
  await hero.getByRole('button', { name: 'Pause automatic slide show' }).focus();
  await page.keyboard.press('Tab');
  const shown = await current.getAttribute('aria-label');
  await page.locator('footer a').first().focus();
  await runQueuedTasks(page);
  await page.clock.runFor(12000);
  await expect(current).toHaveAttribute('aria-label', shown ?? '');
  await expect(hero.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
});
