import en from '../locales/en/migration.json' with { type: 'json' };
import { readSiteConfig } from '../src/config/siteConfig';
import { test, expect, visit } from './fixtures';

test.use({ reducedMotion: 'reduce' });

const slideTitles = Object.values(en.hero.slides).map((slide) => slide.title);
const preEvaluation = readSiteConfig(process.env).forms.preEvaluation;

test.describe('migration page', () => {
  test('English at /migration, Spanish at /es/migration', async ({ page }) => {
    await visit(page, '/migration');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(slideTitles[0] ?? '');
    await expect(page.getByTestId('program-card')).toHaveCount(5);
    await expect(page.getByTestId('not-included-title').getByRole('listitem')).toHaveCount(5);
    await expect(page.getByTestId('included-title').getByRole('listitem')).toHaveCount(9);

    await visit(page, '/es/migration');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { name: 'Elige tu programa' })).toBeVisible();
  });

  test('hero carousel: next, previous and dots change the headline', async ({ page }) => {
    await page.clock.install();
    await visit(page, '/migration');
    const hero = page.getByTestId('hero-carousel');
    const current = hero.locator('button[aria-current="true"]');
    await expect(current).toHaveAttribute('aria-label', 'Slide 1 of 3');
    await hero.getByRole('button', { name: 'Next slide' }).click();
    await expect(current).toHaveAttribute('aria-label', 'Slide 2 of 3');
    await expect(hero.getByRole('heading', { name: slideTitles[1] ?? '' })).toBeVisible();
    await page.clock.runFor(600);
    await hero.getByRole('button', { name: 'Slide 3 of 3' }).click();
    await expect(hero.getByRole('heading', { name: slideTitles[2] ?? '' })).toBeVisible();
    await page.clock.runFor(600);
    await hero.getByRole('button', { name: 'Next slide' }).click();
    await expect(current).toHaveAttribute('aria-label', 'Slide 1 of 3');
    await page.clock.runFor(600);
    await hero.getByRole('button', { name: 'Previous slide' }).click();
    await expect(current).toHaveAttribute('aria-label', 'Slide 3 of 3');
  });

  test('the pre-evaluation buttons open the external form in a new tab', async ({ page }) => {
    await visit(page, '/migration');
    for (const id of ['intro-form', 'cta-form']) {
      const link = page.getByTestId(id);
      await expect(link).toHaveAttribute('href', preEvaluation);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }
  });
});
