import accessibilityEs from '../locales/es/accessibility.json' with { type: 'json' };
import privacyEn from '../locales/en/privacyPolicy.json' with { type: 'json' };
import professionalEs from '../locales/es/professional.json' with { type: 'json' };
import termsEn from '../locales/en/terms.json' with { type: 'json' };
import { expect, test, visit } from './fixtures';

test.use({ reducedMotion: 'reduce' });

test.describe('legal pages', () => {
  for (const { path, section, title } of [
    { path: '/privacy-policy', section: 'rights', title: privacyEn.sections.rights.title },
    { path: '/terms', section: 'law', title: termsEn.sections.law.title },
    {
      path: '/es/accessibility',
      section: 'feedback',
      title: accessibilityEs.sections.feedback.title,
    },
  ]) {
    test(`a table of contents link on ${path} leads to its section`, async ({ page }) => {
      await visit(page, path);
      await page
        .getByRole('navigation', { name: /on this page|en esta página/i })
        .getByRole('link', { name: title })
        .click();
      await expect(page).toHaveURL(new RegExp(`${path}#${section}$`));
      const heading = page.getByRole('heading', { level: 2, name: title });
      await expect(heading).toBeInViewport();
      await expect(heading).toBeFocused();
      // The heading sits below the fixed header, not under it.
      const box = await heading.boundingBox();
      expect(box?.y ?? 0).toBeGreaterThanOrEqual(72);
    });
  }

  test('the privacy policy shows its date in the page language', async ({ page }) => {
    await visit(page, '/es/privacy-policy');
    await expect(page.locator('time[datetime="2025-03-26"]')).toHaveText('26 de marzo de 2025');
    await visit(page, '/privacy-policy');
    await expect(page.locator('time[datetime="2025-03-26"]')).toHaveText('March 26, 2025');
  });
});

test.describe('professionals hub', () => {
  test('every card leads to its page, in the page language', async ({ page }) => {
    const items = professionalEs.paths.items;
    for (const [title, path] of [
      [items.forTalent.title, '/es/for-talent'],
      [items.remoteTalent.title, '/es/services/soulmatch-talent'],
      [items.talentRelocation.title, '/es/services/soulmove'],
      [items.studyAbroad.title, '/es/services/soulstudy'],
      [items.relocation.title, '/relocation'],
    ] as const) {
      await visit(page, '/es/professional');
      await page.getByRole('main').getByRole('link', { name: title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    }
  });
});
