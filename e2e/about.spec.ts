import { test, expect, visit } from './fixtures';

test.use({ reducedMotion: 'reduce' });

test.describe('about pages', () => {
  test('FAQ accordion: one answer open at a time, collapsible, arrow/Home/End keys move focus', async ({
    page,
  }) => {
    await visit(page, '/about/faqs');
    const accordion = page.locator('#questions');
    const headers = accordion.locator('[data-accordion-header]');
    await expect(headers).toHaveCount(8);
    const first = headers.nth(0);
    const second = headers.nth(1);

    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(
      accordion.getByText('We work with companies across Europe, not only in Germany.').first(),
    ).toBeVisible();
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(accordion.locator('[aria-expanded="true"]')).toHaveCount(1);
    await second.click();
    await expect(accordion.locator('[aria-expanded="true"]')).toHaveCount(0);

    await first.focus();
    await page.keyboard.press('ArrowDown');
    await expect(second).toBeFocused();
    await page.keyboard.press('End');
    await expect(headers.nth(7)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(headers.nth(7)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  test('each page’s buttons lead where they say, in the page language', async ({ page }) => {
    for (const [path, buttons] of [
      ['/about', [['Why Us', '/about/why-us']]],
      ['/about/company', [['Why Choose Us', '/about/why-us']]],
      [
        '/about/why-us',
        [
          ['Book a Call', '/book-call'],
          ['Contact Us', '/contact'],
        ],
      ],
      ['/about/social-responsibility', [['Get Involved', '/contact']]],
      [
        '/about/benefits',
        [
          ['Book a Call', '/book-call'],
          ['Contact Us', '/contact'],
        ],
      ],
      [
        '/about/faqs',
        [
          ['Schedule a Call', '/book-call'],
          ['Contact Us', '/contact'],
        ],
      ],
      [
        '/es/about/faqs',
        [
          ['Agenda una llamada', '/es/book-call'],
          ['Contáctanos', '/es/contact'],
        ],
      ],
    ] as const) {
      await visit(page, path);
      for (const [name, href] of buttons) {
        await expect(page.locator('main').getByRole('link', { name, exact: true })).toHaveAttribute(
          'href',
          href,
        );
      }
    }
  });

  test('Why Us leads to the Why Choose Us page and Contact Us to the contact section', async ({
    page,
  }) => {
    await visit(page, '/about');
    await page.locator('#why-choose').getByRole('link', { name: 'Why Us' }).click();
    await expect(page).toHaveURL(/\/about\/why-us$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Why Choose Us' })).toBeVisible();
    // The first link may have loaded the page anew (a band not yet hydrated keeps plain links),
    // and a click while the new page hydrates is lost (the islands issue removes that window).
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.locator('#actions').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator('#contact')).toBeInViewport();
  });
});
