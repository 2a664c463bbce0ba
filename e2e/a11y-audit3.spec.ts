import commonDe from '../locales/de/common.json' with { type: 'json' };
import commonEn from '../locales/en/common.json' with { type: 'json' };
import { expect, test, visit } from './fixtures';

// Failures of the third manual WCAG 2.2 AA pass of 2026-11-26 (docs/accessibility.md).

test.describe('the open chat panel never keeps focused page content hidden (2.4.11)', () => {
  test.use({ reducedMotion: 'reduce' });

  test('Escape with focus on the page closes the panel and leaves focus where it is', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await visit(page, '/de');
    await page.getByTestId('chat-launcher').click();
    const panel = page.getByRole('dialog');
    await expect(panel).toBeVisible();
    // A footer link the panel covers on a wide screen.
    const link = page.getByRole('contentinfo').getByRole('link', { name: /^\+49/ });
    await link.focus();
    await expect(link).toBeFocused();
    const covered = await link.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return !!top?.closest('[role="dialog"]');
    });
    expect(covered).toBe(true);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(link).toBeFocused();
  });

  test('Escape inside the panel still closes it and returns focus to the launcher', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await visit(page, '/');
    const launcher = page.getByTestId('chat-launcher');
    await launcher.click();
    await expect(page.getByRole('dialog').getByRole('textbox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(launcher).toBeFocused();
  });
});

test.describe('mobile menu at 320 px, 400 % zoom (1.4.10)', () => {
  for (const [path, common] of [
    ['/', commonEn],
    ['/de', commonDe],
  ] as const) {
    test(`every language link of ${path} fits the drawer, nothing scrolls sideways`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 740 });
      await visit(page, path);
      await page.getByRole('button', { name: common.nav.openMenu }).click();
      const drawer = page.getByRole('dialog', { name: common.nav.menu });
      await expect(drawer).toBeVisible();
      const paper = await drawer.evaluate((element) => ({
        right: element.getBoundingClientRect().right,
        overflows: element.scrollWidth > element.clientWidth,
      }));
      expect(paper.overflows).toBe(false);
      for (const name of ['English', 'Español', 'Deutsch']) {
        const box = await drawer.getByRole('link', { name, exact: true }).boundingBox();
        expect(box, name).not.toBeNull();
        expect((box?.x ?? 0) + (box?.width ?? 0), name).toBeLessThanOrEqual(paper.right);
      }
    });
  }
});

test('the testimonial dot of the slide shown is marked current before any script runs (4.1.2)', async ({
  request,
}) => {
  for (const path of ['/', '/es', '/de']) {
    const html = await (await request.get(path)).text();
    const dots = [...html.matchAll(/<button[^>]*data-testid="testimonial-dot"[^>]*>/g)].map(
      ([tag]) => tag,
    );
    expect(dots.length, path).toBeGreaterThan(1);
    expect(dots[0], path).toContain('aria-current="true"');
    expect(
      dots.slice(1).some((tag) => tag.includes('aria-current')),
      path,
    ).toBe(false);
  }
});
