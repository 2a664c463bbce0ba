import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const replies = (page: Page) => page.getByTestId('chat-assistant-message');

async function ask(page: Page, question: string) {
  await page.getByTestId('chat-launcher').click();
  const dialog = page.getByRole('dialog');
  await expect(replies(page).first()).toBeVisible();
  await dialog.getByRole('textbox').fill(question);
  await page.keyboard.press('Enter');
  await expect(replies(page)).toHaveCount(2);
  return dialog;
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('at 400% zoom (320×200 CSS px) a reply keeps its height and can be read (WCAG 1.4.10)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 200 });
  await page.goto('/');
  const dialog = await ask(page, 'What does the premium package include?');
  const reply = replies(page).nth(1);
  const log = page.getByRole('log');
  const [logBox, replyBox] = await Promise.all([log.boundingBox(), reply.boundingBox()]);
  // The log is as tall as its messages, not squeezed between the header and the input.
  expect(logBox?.height ?? 0).toBeGreaterThanOrEqual(replyBox?.height ?? Infinity);
  // The reply is shown from its start, and the panel scrolls to the rest of it.
  await expect(reply).toBeInViewport();
  const fits = await dialog.evaluate((panel) => panel.scrollWidth <= panel.clientWidth);
  expect(fits).toBe(true);
  await reply.getByRole('link').last().scrollIntoViewIfNeeded();
  await expect(reply.getByRole('link').last()).toBeInViewport();
  // The input is still reached, below the conversation.
  await dialog.getByRole('textbox').fill('thanks');
  await expect(dialog.getByRole('textbox')).toBeInViewport();
});

test('a link to a page of the site is named by the page, in the reply’s language', async ({
  page,
}) => {
  await page.goto('/');
  await ask(page, 'What does the premium package include?');
  const cited = replies(page)
    .nth(1)
    .getByRole('link', { name: /^Relocation to Germany/ });
  await expect(cited).toHaveAttribute('href', /\/relocation#plans$/);
  await expect(replies(page).nth(1)).not.toContainText('/relocation#plans');

  await page.getByRole('dialog').getByRole('textbox').fill('¿qué incluye el paquete premium?');
  await page.keyboard.press('Enter');
  await expect(replies(page)).toHaveCount(3);
  await expect(
    replies(page)
      .nth(2)
      .getByRole('link', { name: /^Mudarte a Alemania/ }),
  ).toHaveAttribute('href', /\/relocation#plans$/);
});
