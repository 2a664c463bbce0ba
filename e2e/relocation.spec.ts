import es from '../locales/es/relocation.json' with { type: 'json' };
import esCommon from '../locales/es/common.json' with { type: 'json' };
import { readSiteConfig } from '../src/config/siteConfig';
import { test, expect, visit } from './fixtures';

test.use({ reducedMotion: 'reduce' });

const slideTitles = Object.values(es.hero.slides).map((slide) => slide.title);
const preEvaluation = readSiteConfig(process.env).forms.preEvaluation;

test.describe('relocation page', () => {
  test('plain /relocation is Spanish, /en/relocation English, /es/relocation redirects', async ({
    page,
  }) => {
    await visit(page, '/relocation');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(slideTitles[0] ?? '');
    await expect(page.getByRole('heading', { name: 'Elige tu plan' })).toBeVisible();

    await visit(page, '/en/relocation');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your new life in Germany starts here',
    );
    await expect(page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();

    const response = await page.request.get('/es/relocation', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toMatch(/\/relocation$/);
  });

  test('hero carousel: next, previous and dots change the slide', async ({ page }) => {
    await page.clock.install();
    await visit(page, '/relocation');
    const hero = page.getByTestId('hero-carousel');
    const current = hero.locator('button[aria-current="true"]');
    const heading = (i: number) =>
      hero.getByRole('heading', { name: slideTitles[i] ?? '', exact: true });
    await expect(current).toHaveAttribute('aria-label', 'Diapositiva 1 de 3');
    await hero.getByRole('button', { name: 'Diapositiva siguiente' }).click();
    await expect(current).toHaveAttribute('aria-label', 'Diapositiva 2 de 3');
    await expect(heading(1)).toBeVisible();
    // Each change locks navigation for 500 ms.
    await page.clock.runFor(600);
    await hero.getByRole('button', { name: 'Diapositiva anterior' }).click();
    await expect(current).toHaveAttribute('aria-label', 'Diapositiva 1 de 3');
    await page.clock.runFor(600);
    await hero.getByRole('button', { name: 'Diapositiva anterior' }).click();
    await expect(current).toHaveAttribute('aria-label', 'Diapositiva 3 de 3');
    await expect(heading(2)).toBeVisible();
    await page.clock.runFor(600);
    await hero.getByRole('button', { name: 'Diapositiva 2 de 3' }).click();
    await expect(current).toHaveAttribute('aria-label', 'Diapositiva 2 de 3');
    await expect(heading(1)).toBeVisible();
    // The first slide's title is the page's h1 and stays in the accessibility tree (issue 28).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(slideTitles[0] ?? '');
  });

  test('three packages with prices per language, Premium the most popular', async ({ page }) => {
    for (const [path, names, popular, basicPrice] of [
      [
        '/relocation',
        ['Paquete Básico', 'Paquete Estándar', 'Paquete Premium'],
        'Más Popular',
        '$97',
      ],
      [
        '/en/relocation',
        ['Basic Package', 'Standard Package', 'Premium Package'],
        'Most Popular',
        '$97',
      ],
    ] as const) {
      await visit(page, path);
      const cards = page.getByTestId('plan-card');
      await expect(cards).toHaveCount(3);
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText([...names]);
      await expect(cards.getByTestId('plan-price')).toHaveText([basicPrice, '$397', '$497']);
      await expect(page.getByTestId('plan-popular')).toHaveCount(1);
      await expect(cards.nth(2).getByTestId('plan-popular')).toHaveText(popular);
    }
  });

  test('WhatsApp and pre-evaluation buttons open in a new tab', async ({ page }) => {
    await visit(page, '/relocation');
    const whatsapp = page.getByTestId('hero-whatsapp');
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    const href = (await whatsapp.getAttribute('href')) ?? '';
    expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(new URL(href).searchParams.get('text')).toBe(esCommon.whatsapp.message);
    expect(href).toContain(encodeURIComponent(esCommon.whatsapp.message));

    const form = page.getByTestId('contact-form');
    await expect(form).toHaveAttribute('href', preEvaluation);
    await expect(form).toHaveAttribute('target', '_blank');
    await expect(form).toHaveAccessibleName(/se abre en una pestaña nueva/);
    for (const link of await page.getByTestId('plan-card').getByRole('link').all()) {
      await expect(link).toHaveAttribute('href', preEvaluation);
      await expect(link).toHaveAttribute('target', '_blank');
    }
  });
});
