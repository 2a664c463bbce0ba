import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { chromium, type FullConfig } from '@playwright/test';
import { devLocalesCopy } from './devServer';

/**
 * Vite's dev server compiles a page's modules on its first request, and may find a dependency
 * to optimize and reload the page: seconds on a cold start. One visit of the tested page, with
 * the editor, before the tests, so that happens here and not in the middle of a test.
 * Returns the teardown: the copy of locales/ goes (Playwright may stop the server too hard for
 * scripts/dev-e2e-server.ts to remove it).
 */
export default async function warmUp(config: FullConfig): Promise<() => void> {
  const { baseURL, launchOptions } = config.projects[0]?.use ?? {};
  const browser = await chromium.launch(launchOptions);
  try {
    const page = await browser.newPage({ baseURL });
    await page.goto('/es/about/company?edit');
    await page
      .getByRole('complementary', { name: 'Translator editor' })
      .waitFor({ timeout: 120_000 });
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
  } finally {
    await browser.close();
  }
  return () => rmSync(dirname(devLocalesCopy), { recursive: true, force: true });
}
