import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, scrollToHydrated, test, visit } from './fixtures';

// Structure, hover content, text spacing, zoom and contrast found failing by the manual WCAG
// 2.2 AA audit of 2026-11-25 (issue 28).

test('the hero keeps exactly one h1 in the accessibility tree whichever slide shows', async ({
  page,
}) => {
  for (const path of ['/', '/es', '/relocation', '/migration', '/for-talent']) {
    await visit(page, path);
    const hero = page.getByTestId('hero-carousel');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const dots = hero.locator('[role="group"] > button');
    await dots.nth(1).click();
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
  }
});

test('a control in a section still fading in shows at once when it takes focus', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await visit(page, '/');
  // Sections hydrate, and hide what is still to reveal, as they near the viewport: scroll
  // down until a control waits hidden below the fold.
  const hidden = '[data-reveal="hidden"] a, [data-reveal="hidden"] button';
  // Find and focus in one step: between two steps the section may finish revealing by itself.
  let filter: string | null = null;
  await expect
    .poll(async () => {
      filter = await page.evaluate((selector) => {
        const control = document.querySelector<HTMLElement>(selector);
        const item = control?.closest<HTMLElement>('[data-reveal]');
        if (!control || !item) return null;
        control.focus();
        return getComputedStyle(item).filter;
      }, hidden);
      if (filter === null) await page.mouse.wheel(0, 300);
      return filter;
    })
    .not.toBeNull();
  expect(filter).toBe('none');
});

test.describe('testimonials (2.4.3, 4.1.2)', () => {
  test('from 1100 px, where all three fit, the prerendered dots cannot take focus', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await visit(page, '/');
    const section = page.locator('[data-island="components/testimonials/Testimonials"]');
    // Before the slider hydrates (it hydrates when it nears the viewport or takes focus).
    await expect(section).not.toHaveAttribute('data-hydrated', 'true');
    const dots = section.getByTestId('testimonial-dot');
    const visible = await dots.evaluateAll((all) => all.filter((d) => d.checkVisibility()).length);
    expect(visible).toBe(0);
  });

  test('on a phone the current dot is marked as current', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await visit(page, '/');
    const section = page.locator('[data-island="components/testimonials/Testimonials"]');
    await scrollToHydrated(section);
    const current = section.locator('[data-testid="testimonial-dot"][aria-current="true"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAccessibleName(/1/);
    await section.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(current).toHaveAccessibleName(/2/);
  });
});

test.describe('flip cards (1.4.13, 4.1.2)', () => {
  test.use({ reducedMotion: 'no-preference' });

  const card = (page: Page, title: string) =>
    page.getByTestId('flip-card').filter({ has: page.getByRole('heading', { name: title }) });

  test('hovering shows the back, Escape puts the front back; aria-pressed says which', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await visit(page, '/for-talent');
    const jobs = card(page, 'Remote jobs in Europe');
    // The cards are an island that hydrates when touched: the first touch counts.
    await jobs.scrollIntoViewIfNeeded();
    const toggle = jobs.getByRole('button');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await jobs.hover();
    await expect(jobs).toHaveAttribute('data-flipped', 'true');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect(jobs).toHaveAttribute('data-flipped', 'false');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    // A click turns it over again while the pointer rests on it.
    await jobs.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.mouse.move(5, 5);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.focus();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });
});

test.describe('mobile menu (1.3.1, 4.1.2)', () => {
  for (const [lng, path, name] of [
    ['en', '/', 'Menu'],
    ['es', '/es', 'Menú'],
    ['de', '/de', 'Menü'],
  ] as const) {
    test(`is a dialog named “${name}” whose lists hold only list items (${lng})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await visit(page, path);
      await page.getByRole('banner').getByRole('button', { expanded: false }).last().click();
      const dialog = page.getByRole('dialog', { name, exact: true });
      await expect(dialog).toBeVisible();
      // Open both groups, so their lists are checked too.
      const closed = dialog.locator('[aria-expanded="false"]');
      while ((await closed.count()) > 0) await closed.first().click();
      const strays = await dialog.evaluate((root) =>
        Array.from(root.querySelectorAll('ul'))
          .flatMap((list) => Array.from(list.children))
          .filter((child) => child.tagName !== 'LI')
          .map((child) => child.outerHTML.slice(0, 80)),
      );
      expect(strays).toEqual([]);
      expect(await axeViolations(page), 'axe violations').toEqual([]);
    });
  }
});

test.describe('German footer under WCAG text spacing (1.4.12)', () => {
  for (const width of [900, 1024, 1280, 1440]) {
    test(`no link runs out of its column at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await visit(page, '/de');
      await page.addStyleTag({
        content:
          '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
      });
      const overflowing = await page.locator('footer').evaluate((footer) =>
        Array.from(footer.querySelectorAll('section li')).flatMap((item) => {
          const column = item.closest('section')!.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(item);
          const text = range.getBoundingClientRect();
          return text.right > column.right + 1 ? [item.textContent] : [];
        }),
      );
      expect(overflowing).toEqual([]);
    });
  }
});

test('at 400 % zoom (320 × 256) the fixed parts cover little of the screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 256 });
  await visit(page, '/');
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const covered = await page.evaluate(() => {
    const area = (el: Element | null) => {
      if (!el) return 0;
      const r = el.getBoundingClientRect();
      const w = Math.max(0, Math.min(r.right, innerWidth) - Math.max(r.left, 0));
      const h = Math.max(0, Math.min(r.bottom, innerHeight) - Math.max(r.top, 0));
      return w * h;
    };
    const fixed = [document.querySelector('header'), document.querySelector('aside')];
    return fixed.reduce((sum, el) => sum + area(el), 0) / (innerWidth * innerHeight);
  });
  expect(covered).toBeLessThan(0.12);
});

test.describe('focus ring (1.4.11, 2.4.7)', () => {
  for (const path of ['/', '/for-talent']) {
    test(`stands out by 3:1 from the background around it on ${path}`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await visit(page, path);
      // Keyboard modality first, so focus given by script shows the keyboard ring.
      await page.keyboard.press('Tab');
      const weak = await page.evaluate(() => {
        const rgb = (value: string) =>
          value
            .match(/[\d.]+/g)!
            .slice(0, 3)
            .map(Number);
        const luminance = (value: string) => {
          const [r, g, b] = rgb(value).map((c) => {
            const s = c / 255;
            return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
        };
        const contrast = (x: string, y: string) => {
          const [a, b] = [luminance(x), luminance(y)].sort((p, q) => q - p);
          return (a! + 0.05) / (b! + 0.05);
        };
        /** The first opaque background colour behind an element (a gradient: its base colour). */
        const backgroundOf = (el: Element) => {
          for (let node = el.parentElement; node; node = node.parentElement) {
            const value = getComputedStyle(node).backgroundColor;
            if (!/, 0\)$/.test(value) && value !== 'transparent') return value;
          }
          return 'rgb(255, 255, 255)';
        };
        const controls = Array.from(
          document.querySelectorAll<HTMLElement>('header a, main a, main button, footer a'),
        ).filter((el) => el.checkVisibility());
        return controls.flatMap((el, i) => {
          el.focus();
          if (!el.matches(':focus-visible')) return [];
          // MUI buttons ease their shadow in: judge the ring as it ends up.
          el.getAnimations().forEach((animation) => animation.finish());
          const style = getComputedStyle(el);
          if (style.outlineStyle === 'none') return [`${i} ${el.outerHTML.slice(0, 60)}: no ring`];
          const background = backgroundOf(el);
          const inner = style.boxShadow.match(/rgba?\([^)]*\)/)?.[0] ?? style.outlineColor;
          const best = Math.max(
            contrast(style.outlineColor, background),
            contrast(inner, background),
          );
          return best >= 3
            ? []
            : [`${el.outerHTML.slice(0, 60)}: ${best.toFixed(2)}:1 on ${background}`];
        });
      });
      expect(weak).toEqual([]);
    });
  }
});
