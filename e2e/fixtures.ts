import {
  test as base,
  expect,
  type APIRequestContext,
  type ConsoleMessage,
  type Locator,
  type Page,
} from '@playwright/test';

export interface ConsoleWatch {
  /** Console errors, hydration warnings and uncaught exceptions seen so far. */
  problems: string[];
  /** Messages matching these are expected by the test (for example a logged failure path). */
  allow(pattern: RegExp): void;
}

const isHydrationWarning = (message: ConsoleMessage) =>
  /hydrat|did not match|server rendered/i.test(message.text());

/**
 * Every test fails on a console error, a hydration warning or an uncaught exception,
 * unless it declared the message as expected with `consoleWatch.allow(...)`.
 */
export const test = base.extend<{ consoleWatch: ConsoleWatch }>({
  // A GET sent on a kept-alive connection just as the server closes it for idleness (5 s,
  // server/httpServer.ts) meets a reset; browsers send such an idempotent request again, and
  // so does this client, once. On a busy machine the two cross often enough to fail a crawl.
  request: async ({ request }, use) => {
    const retrying = Object.create(request) as APIRequestContext;
    retrying.get = (url, options) => request.get(url, { maxRetries: 1, ...options });
    await use(retrying);
  },
  consoleWatch: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const problems: string[] = [];
      const record = (text: string) => {
        if (!allowed.some((pattern) => pattern.test(text))) problems.push(text);
      };
      page.on('console', (message) => {
        if (message.type() === 'error' || isHydrationWarning(message))
          record(`[${message.type()}] ${message.text()}`);
      });
      page.on('pageerror', (error) => record(`[pageerror] ${error.message}`));
      await use({ problems, allow: (pattern) => allowed.push(pattern) });
      expect(problems, 'console errors, hydration warnings or uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens a URL and waits until React has hydrated it. */
export async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/**
 * Scrolls an island into view and waits until it has hydrated: a `visible` island hydrates as
 * it nears the viewport (src/components/islands/attributes.ts).
 */
export async function scrollToHydrated(section: Locator): Promise<void> {
  await section.scrollIntoViewIfNeeded();
  await expect(section).toHaveAttribute('data-hydrated', 'true');
}

/**
 * Resolves once the page has run every task queued before this call. React commits updates
 * and runs effects in such tasks (a message-channel task queue), so after a state change has
 * shown in the DOM this also lets the effects it triggered finish: timers they start or stop
 * are in place before a test moves the page's fake clock.
 */
export async function runQueuedTasks(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/**
 * Stops the page's clock a moment from now, so only `clock.runFor` moves it from here. The moment
 * must still be ahead when the browser gets the call; on a busy machine it may already have
 * passed, and then the call is made again from the new present.
 */
export async function pauseClock(page: Page): Promise<void> {
  for (;;) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 200);
      return;
    } catch (error) {
      if (!String(error).includes('to the past')) throw error;
    }
  }
}
