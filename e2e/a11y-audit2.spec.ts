import type { Locator, Page } from '@playwright/test';
import deChat from '../locales/de/chat.json' with { type: 'json' };
import esChat from '../locales/es/chat.json' with { type: 'json' };
import { expect, test, visit } from './fixtures';

// Failures and advisories of the independent manual WCAG 2.2 AA audit of 2026-11-26.

/** WCAG contrast of two `rgb()`/`rgba()` colours, the first drawn over the second (opaque). */
function contrast(foreground: string, background: string): number {
  const parse = (value: string) => {
    const [r = 0, g = 0, b = 0, a = 1] = (value.match(/[\d.]+/g) ?? []).map(Number);
    return { rgb: [r, g, b], a };
  };
  const back = parse(background).rgb;
  const front = parse(foreground);
  const mixed = front.rgb.map((c, i) => c * front.a + (back[i] ?? 0) * (1 - front.a));
  const luminance = (rgb: number[]) => {
    const [r = 0, g = 0, b = 0] = rgb.map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(mixed), luminance(back)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** The first opaque background behind an element. */
const backgroundOf = (locator: Locator) =>
  locator.evaluate((element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const value = getComputedStyle(node).backgroundColor;
      if (!/, 0\)$/.test(value) && value !== 'transparent') return value;
    }
    return 'rgb(255, 255, 255)';
  });

test.describe('skip link (2.4.3, 1.3.2)', () => {
  for (const path of ['/', '/about', '/de/migration']) {
    test(`moves focus to main and leaves every section of ${path} in place`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await visit(page, path);
      const main = page.locator('main');
      const headings = await main.getByRole('heading').count();
      const url = page.url();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: /Skip to content|Zum Inhalt|Saltar/ });
      await expect(skip).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(main).toBeFocused();
      // Nothing re-rendered: no section lost its content, every heading is still there.
      await expect(main.getByRole('heading')).toHaveCount(headings);
      const emptySections = await main
        .locator('section')
        .evaluateAll((sections) => sections.filter((s) => s.childElementCount === 0).length);
      expect(emptySections).toBe(0);
      // The next Tab goes to the first control inside main, not to the footer.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
      // Skipping is no navigation: the application keeps the address as it was (its router
      // would take a new hash for one); on a page that boots as islands, which has no router,
      // the skip link is a plain anchor and the address gains #main, as on any static site.
      expect([url, `${url}#main`]).toContain(page.url());
    });
  }
});

test.describe('contrast (1.4.3)', () => {
  test('the chat placeholder is at least 4.5:1, and the focused input has a visible ring', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await visit(page, '/');
    await page.getByTestId('chat-launcher').focus();
    await page.keyboard.press('Enter');
    const input = page.getByRole('dialog').getByRole('textbox');
    await expect(input).toBeFocused();
    const placeholder = await input.evaluate((element) => {
      const style = getComputedStyle(element, '::placeholder');
      const [r = 0, g = 0, b = 0, a = 1] = (style.color.match(/[\d.]+/g) ?? []).map(Number);
      return `rgba(${r}, ${g}, ${b}, ${a * Number(style.opacity)})`;
    });
    expect(contrast(placeholder, await backgroundOf(input))).toBeGreaterThanOrEqual(4.5);
    // A focus ring like the rest of the site's: an outline of at least 2 px around the field.
    const ring = await input.evaluate((element) => {
      const field = element.parentElement as HTMLElement;
      const style = getComputedStyle(field);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);
  });

  for (const path of ['/nonexistent', '/es/nonexistent', '/de/nonexistent']) {
    test(`the “404” label on ${path} is at least 4.5:1`, async ({ page, consoleWatch }) => {
      // The page is served with status 404, which the browser logs.
      consoleWatch.allow(/status of 404/);
      await visit(page, path);
      const label = page.getByText('404', { exact: true });
      const color = await label.evaluate((element) => getComputedStyle(element).color);
      expect(contrast(color, await backgroundOf(label))).toBeGreaterThanOrEqual(4.5);
    });
  }
});

test.describe('chat messages carry their own language (3.1.2)', () => {
  test('a Spanish question on an English page: the question, the reply and its link are Spanish', async ({
    page,
  }) => {
    await visit(page, '/');
    await page.getByTestId('chat-launcher').click();
    const input = page.getByRole('dialog').getByRole('textbox');
    await expect(input).toBeFocused();
    await input.fill('hola, ¿tienen whatsapp?');
    await page.keyboard.press('Enter');
    const reply = page.getByTestId('chat-assistant-message').nth(1);
    const link = reply.getByRole('link', { name: /WhatsApp/ });
    await expect(link).toHaveText(`${esChat.links.whatsapp} ${esChat.links.newTab}`);
    expect(await link.evaluate((a) => a.closest('[lang]')?.getAttribute('lang'))).toBe('es');
    await expect(page.getByTestId('chat-user-message').locator('[lang]')).toHaveAttribute(
      'lang',
      'es',
    );
  });

  test('a short Spanish question on an English page is marked Spanish', async ({ page }) => {
    await visit(page, '/');
    await page.getByTestId('chat-launcher').click();
    const input = page.getByRole('dialog').getByRole('textbox');
    await expect(input).toBeFocused();
    await input.fill('¿Cuánto cuesta mudarse a Alemania?');
    await page.keyboard.press('Enter');
    await expect(
      page.getByTestId('chat-assistant-message').nth(1).locator('[lang]').first(),
    ).toHaveAttribute('lang', 'es');
    await expect(page.getByTestId('chat-user-message').locator('[lang]')).toHaveAttribute(
      'lang',
      'es',
    );
  });

  test('an English question on a German page gets English link labels, not German ones', async ({
    page,
  }) => {
    await visit(page, '/de');
    await page.getByTestId('chat-launcher').click();
    const input = page.getByRole('dialog').getByRole('textbox');
    await input.fill('do you have whatsapp?');
    await page.keyboard.press('Enter');
    const link = page
      .getByTestId('chat-assistant-message')
      .nth(1)
      .getByRole('link', { name: /WhatsApp/ });
    await expect(link).toBeVisible();
    await expect(link).not.toContainText(deChat.links.newTab);
    expect(await link.evaluate((a) => a.closest('[lang]')?.getAttribute('lang'))).toBe('en');
  });
});

/** WCAG 1.4.12's spacing, as a visitor's style sheet would set it. */
const textSpacing =
  '*,*::before,*::after{line-height:1.5!important;letter-spacing:0.12em!important;word-spacing:0.16em!important}p{margin-bottom:2em!important}';

async function overlapsWithControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const rotation = document.querySelector('[data-carousel-control="rotation"]');
    const bar = rotation?.parentElement;
    if (!bar) return ['no carousel controls'];
    const b = bar.getBoundingClientRect();
    const hero = bar.closest('section');
    return [...(hero?.querySelectorAll('a, button') ?? [])]
      .filter((control) => !bar.contains(control))
      .filter((control) => {
        const r = control.getBoundingClientRect();
        return (
          r.width > 0 &&
          Math.min(r.right, b.right) > Math.max(r.left, b.left) &&
          Math.min(r.bottom, b.bottom) > Math.max(r.top, b.top)
        );
      })
      .map((control) => (control as HTMLElement).innerText.trim());
  });
}

test.describe('text spacing (1.4.12)', () => {
  for (const path of ['/es/for-companies', '/de/for-companies', '/for-companies', '/']) {
    for (const width of [375, 1280]) {
      test(`the carousel controls overlap nothing on ${path} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await visit(page, path);
        await page.addStyleTag({ content: textSpacing });
        await expect(page.locator('[data-carousel-control="rotation"]').first()).toBeVisible();
        expect(await overlapsWithControls(page)).toEqual([]);
      });
    }
  }
});

test.describe('advisories', () => {
  test('with 200 % text the skip link stays above the page until it takes focus', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32 } });
    await visit(page, '/de');
    const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
    expect(await skip.evaluate((link) => link.getBoundingClientRect().bottom)).toBeLessThanOrEqual(
      0,
    );
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport({ ratio: 1 });
  });

  for (const path of ['/', '/about/faqs']) {
    test(`the FAQ answers on ${path} are one region each, with ids used once`, async ({ page }) => {
      await visit(page, path);
      const duplicates = await page.evaluate(() => {
        const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
        return ids.filter((id, index) => ids.indexOf(id) !== index);
      });
      expect(duplicates).toEqual([]);
      const nested = await page
        .locator('[role="region"] [role="region"]')
        .evaluateAll((regions) => regions.length);
      expect(nested).toBe(0);
    });
  }
});
