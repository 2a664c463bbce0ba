import type { Page } from '@playwright/test';
import { expect, visit } from './fixtures';

/** Answers a question: the option of the radio group named by the question. */
export async function choose(page: Page, question: string, option: string) {
  await page
    .getByRole('group', { name: question })
    .getByRole('radio', { name: option, exact: true })
    .check();
}

/** The check's island: it hydrates when a visitor reaches into it, or a shared link's answers wake it. */
export const checkIsland = (page: Page) =>
  page.locator('[data-island="pages/germany-check/CheckSection"]');

/**
 * Opens the Germany check and waits until it has hydrated, woken as a visitor's pointer wakes
 * it. (A tap before that is held and given to it afterwards: e2e/islands.spec.ts; a radio's
 * `check()` wants its state to change at once.)
 */
export async function openCheck(page: Page, url: string) {
  await visit(page, url);
  await page.locator('#check').scrollIntoViewIfNeeded();
  await page.locator('#check-title').hover();
  await expect(checkIsland(page)).toHaveAttribute('data-hydrated', 'true');
}
