import enCommon from '../locales/en/common.json' with { type: 'json' };
import esCommon from '../locales/es/common.json' with { type: 'json' };
import { readSiteConfig, whatsappUrl } from '../src/config/siteConfig';
import { expect, test, visit } from './fixtures';

// The build reads the same variables; without them both use the placeholders.
const site = readSiteConfig(process.env);

test.use({ reducedMotion: 'reduce' });

test.describe('staff augmentation page', () => {
  test('every section is in the prerendered HTML; the hidden ones are not', async ({ browser }) => {
    for (const [path, texts] of [
      [
        '/staffaugmentation',
        [
          'Latin American Talent on Your Team, Without the Paperwork',
          'Hire Now',
          'Find Your Job',
          'Who it is for',
          'Common pain points',
          'For companies',
          'For professionals',
          'Five steps to your new team member',
          'A guarantee of long-term retention',
          'Hardware or connectivity costs',
          'Ready to grow your team?',
        ],
      ],
      [
        '/es/staffaugmentation',
        ['Talento latinoamericano en tu equipo, sin trámites', 'Contrata ahora', 'No incluido'],
      ],
    ] as const) {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      // The page's own content: the header's menus hold some of the same words.
      for (const text of texts) {
        await expect(page.locator('main').getByText(text).first()).toBeVisible();
      }
      await expect(page.locator('#how-it-works li')).toHaveCount(5);
      await expect(page.locator('#pricing')).toHaveCount(0);
      await expect(page.locator('#use-case')).toHaveCount(0);
      await context.close();
    }
  });

  for (const [lng, path, common, bookCall, hireNow, findJob] of [
    ['en', '/staffaugmentation', enCommon, '/book-call', '/for-companies', '/for-talent'],
    [
      'es',
      '/es/staffaugmentation',
      esCommon,
      '/es/book-call',
      '/es/for-companies',
      '/es/for-talent',
    ],
  ] as const) {
    test(`closing call to action and path cards link where they should (${lng})`, async ({
      page,
    }) => {
      await visit(page, path);
      const email = page.getByTestId('closing-email');
      await expect(email).toHaveAttribute('href', `mailto:${site.emails.clients}`);
      await expect(email).not.toHaveAttribute('target', /./);
      const whatsapp = page.getByTestId('closing-whatsapp');
      await expect(whatsapp).toHaveAttribute('href', whatsappUrl(site, common.whatsapp.message));
      await expect(whatsapp).toHaveAttribute('target', '_blank');
      await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(page.getByTestId('closing-book-call')).toHaveAttribute('href', bookCall);
      const cards = page.getByRole('region', { name: /start|empezar/ }).getByRole('link');
      await expect(cards).toHaveCount(2);
      await expect(cards.nth(0)).toHaveAttribute('href', hireNow);
      await expect(cards.nth(1)).toHaveAttribute('href', findJob);
    });
  }

  test('Get in touch leads to the closing call to action', async ({ page }) => {
    await visit(page, '/staffaugmentation');
    await page.getByTestId('hero-get-in-touch').click();
    await expect(page.locator('#get-in-touch')).toBeInViewport();
    await expect(page).toHaveURL(/#get-in-touch$/);
    await expect(page.locator('#get-in-touch')).toBeFocused();
  });

  test('Get in touch works without JavaScript too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/staffaugmentation');
    await page.getByRole('link', { name: 'Get in touch' }).click();
    await expect(page).toHaveURL(/#get-in-touch$/);
    await expect(page.getByRole('heading', { name: 'Ready to grow your team?' })).toBeInViewport();
    await context.close();
  });
});
