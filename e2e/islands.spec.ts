import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { holdRequests } from './holdRequests';

/**
 * Holds every script of the site until `release` is called: the page arrives as HTML and CSS
 * alone, as on a slow phone while its scripts are still on the way.
 */
const holdScripts = (page: Page) => holdRequests(page, '**/assets/*.js');

const scriptRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
};

test.describe('a page that boots as islands', () => {
  test('loads no React until a visitor reaches for a control, then hydrates what was touched', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const scripts = scriptRequests(page);
    await page.goto('/about/company');
    await expect(page.locator('html')).toHaveAttribute('data-islands', 'ready');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(scripts.filter((url) => /react-dom/.test(url))).toEqual([]);

    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'About' }).hover();
    await expect(nav.getByRole('link', { name: 'Our story' })).toBeVisible();
    expect(scripts.some((url) => /react-dom/.test(url))).toBe(true);
  });

  test('a tap on the menu before any script has arrived opens it once they do', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const scripts = await holdScripts(page);
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    scripts.release();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Contact' })).toBeVisible();
  });

  test('a question pressed before any script has arrived opens once they do', async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto('/about/faqs', { waitUntil: 'domcontentloaded' });
    const question = page.getByRole('button', {
      name: 'Can you help me with my work permit and visa?',
    });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    scripts.release();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
  });

  test('a booking button in a static band asks for consent in place, with no React before', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/professional');
    await expect(page.locator('html')).toHaveAttribute('data-islands', 'ready');
    await page.getByRole('main').getByRole('link', { name: /call/i }).first().click();
    await expect(page).toHaveURL(/\/professional$/);
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('an answer tapped in the Germany check before any script has arrived counts once they do', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const scripts = await holdScripts(page);
    await page.goto('/es/germany-check', { waitUntil: 'domcontentloaded' });
    const goal = page.getByRole('group', { name: '¿Qué quieres hacer en Alemania?' });
    const work = goal.getByRole('radio', { name: 'Trabajar', exact: true });
    await work.click();
    await expect(work).not.toBeChecked();
    scripts.release();
    await expect(work).toBeChecked();
    await expect(page).toHaveURL(/\?goal=work&v=3$/);
  });

  test('the Germany check loads no React for a visitor who only reads it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const scripts = scriptRequests(page);
    await page.goto('/de/germany-check');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.locator('#figures').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('figures-table')).toBeVisible();
    expect(scripts.filter((url) => /react-dom/.test(url))).toEqual([]);
  });
});
