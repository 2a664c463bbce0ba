import type { Page } from '@playwright/test';

/**
 * Holds every request to `url` until the test calls `release`, then lets each through to the
 * server: a slow network at a moment the test chooses, released by its own step, never a timer.
 */
export async function holdRequests(page: Page, url: string) {
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  await page.route(url, async (route) => {
    await gate;
    await route.continue();
  });
  return { release: () => open() };
}
