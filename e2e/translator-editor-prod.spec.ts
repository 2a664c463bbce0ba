import { devCodeMarkers } from '../scripts/devCodeLeaks';
import { expect, test } from './fixtures';

/**
 * The translator editor exists in `npm run dev` only (TRANSLATING.md): the built site served as
 * `npm start` serves it has none of it, `?edit` or not (e2e/dev/ tests the editor itself).
 */
test('?edit on a prerendered page loads no editor and opens none', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/es/about/company?edit');
  await expect(page.locator('html')).toHaveAttribute('data-islands', 'ready');
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Nuestra historia');
  await heading.click({ modifiers: ['Alt'] });

  await expect(page.locator('[data-translator-editor], [data-translator-highlight]')).toHaveCount(
    0,
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of scripts) {
    const body = await (await page.request.get(url)).text();
    expect(
      devCodeMarkers.filter((marker) => body.includes(marker)),
      url,
    ).toEqual([]);
  }
});
