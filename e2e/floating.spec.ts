import type { Page } from '@playwright/test';
import { floating } from '../src/theme/tokens';
import { expect, test, visit } from './fixtures';

/**
 * The chat and WhatsApp buttons float over the page in the bottom-right corner. Whatever they
 * cover while the visitor scrolls comes out from under them further down, except at the very
 * end of the page: there the page keeps room for them, so scrolled to the end nothing readable
 * (text, links, buttons) of the page or its footer sits under them.
 */
const paths = ['/start', '/es'];
const widths = [320, 375, 414, 1024, 1440];

/** The texts and controls of the main content and footer that a floating button covers. */
function coveredByFloatingButtons(page: Page) {
  return page.evaluate(() => {
    const stack = document.querySelector('[data-testid="chat-launcher"]')?.closest('aside');
    const buttons = [...(stack?.querySelectorAll('a, button') ?? [])].map((b) =>
      b.getBoundingClientRect(),
    );
    const covered = (rect: DOMRect) =>
      rect.width > 0 &&
      rect.height > 0 &&
      buttons.some(
        (b) =>
          rect.right > b.left && rect.left < b.right && rect.bottom > b.top && rect.top < b.bottom,
      );
    const shown = (element: Element | null) =>
      !!element?.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const found = new Set<string>();
    for (const root of document.querySelectorAll('main, footer')) {
      const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        const text = node.textContent?.trim();
        if (!text || !shown(node.parentElement)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        if ([...range.getClientRects()].some(covered)) found.add(`text "${text.slice(0, 60)}"`);
      }
      for (const control of root.querySelectorAll('a, button, input, select, textarea')) {
        if (shown(control) && covered(control.getBoundingClientRect())) {
          found.add(`${control.tagName.toLowerCase()} "${control.textContent?.trim()}"`);
        }
      }
    }
    return [...found];
  });
}

for (const width of widths) {
  for (const path of paths) {
    test(`nothing readable sits under the floating buttons at the end of ${path} at ${width}px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await visit(page, path);
      const buttons = page.locator('aside').filter({ has: page.getByTestId('chat-launcher') });
      // Both buttons in place at their full size (the chat button zooms in once its copy loads).
      await expect
        .poll(() =>
          buttons
            .locator('a, button')
            .evaluateAll((all) => all.map((b) => Math.round(b.getBoundingClientRect().width))),
        )
        .toEqual([floating.fabSize, floating.fabSize]);
      await expect
        .poll(() =>
          page.evaluate(() => {
            const end = document.documentElement.scrollHeight;
            window.scrollTo(0, end);
            return Math.ceil(window.scrollY + window.innerHeight) >= end;
          }),
        )
        .toBe(true);
      expect(await coveredByFloatingButtons(page)).toEqual([]);
    });
  }
}
