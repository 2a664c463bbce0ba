import type { Page } from '@playwright/test';
import { scrollToHydrated, visit } from './fixtures';

/** Answers a question: the option of the radio group named by the question. */
export async function choose(page: Page, question: string, option: string) {
  await page
    .getByRole('group', { name: question })
    .getByRole('radio', { name: option, exact: true })
    .check();
}

/** Opens the Germany check and waits until its section has hydrated. */
export async function openCheck(page: Page, url: string) {
  await visit(page, url);
  await scrollToHydrated(page.locator('#check'));
}
