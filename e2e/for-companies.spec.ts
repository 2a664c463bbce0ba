import type { Page } from '@playwright/test';
import forCompanies from '../locales/en/forCompanies.json' with { type: 'json' };
import { readSiteConfig } from '../src/config/siteConfig';
import { expect, pauseClock, runQueuedTasks, test, visit } from './fixtures';

// The build reads the same variables; without them both use the placeholders.
const { forms } = readSiteConfig(process.env);
const titles = Object.values(forCompanies.hero.slides).map((slide) => slide.title);

const currentDot = (page: Page) =>
  page.getByTestId('hero-carousel').locator('button[aria-current="true"]');

/** The number of the slide on show, from its dot's label ("Slide 2 of 4"). */
async function currentSlide(page: Page) {
  return Number((await currentDot(page).getAttribute('aria-label'))?.match(/\d+/)?.[0]);
}

test.describe('companies page', () => {
  // Motion is what these tests check; the suite's default is reduced motion.
  test.use({ reducedMotion: 'no-preference' });

  test('every section is prerendered and readable without JavaScript; the logos stay off', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/for-companies');
    await expect(page.getByRole('heading', { level: 1, name: titles[0] })).toBeVisible();
    for (const text of [
      'Talent in Under 2 Weeks',
      '94% retention after one year',
      'Follow-up',
      'Ready to Meet Your Next Team Member?',
    ])
      await expect(page.getByText(text).first()).toBeAttached();
    await expect(page.locator('#process li')).toHaveCount(5);
    await expect(page.locator('#process li').last()).toBeVisible();
    await expect(page.locator('#logos')).toHaveCount(0);
    await expect(page.getByTestId('client-logo')).toHaveCount(0);
    await context.close();
  });

  test('the hero slider advances every 5 s and pauses while hovered', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.clock.install();
    await visit(page, '/for-companies');
    const hero = page.getByTestId('hero-carousel');
    // Pause the page clock: only runFor moves time from here. The 5 s timer started in real
    // time at hydration; hovering and leaving the slider restarts it at a known moment. The
    // slides are a live region only while they stand still.
    await pauseClock(page);
    const live = hero.locator('[aria-live]');
    await hero.hover({ position: { x: 900, y: 200 } });
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await page.mouse.move(5, 895);
    await expect(live).toHaveAttribute('aria-live', 'off');
    await runQueuedTasks(page);
    const start = await currentSlide(page);
    const after = (steps: number) => ((start - 1 + steps) % titles.length) + 1;
    await page.clock.runFor(4500);
    await expect(currentDot(page)).toHaveAttribute('aria-label', `Slide ${after(0)} of 4`);
    await page.clock.runFor(600);
    await expect(currentDot(page)).toHaveAttribute('aria-label', `Slide ${after(1)} of 4`);
    await expect(hero.getByRole('heading', { name: titles[after(1) - 1] })).toBeVisible();
    await hero.hover({ position: { x: 900, y: 200 } });
    await expect(hero.getByRole('button', { name: 'Pause automatic slide show' })).toBeVisible();
    await page.clock.runFor(15_000);
    await expect(currentDot(page)).toHaveAttribute('aria-label', `Slide ${after(1)} of 4`);
    // Both actions stay in place whichever slide is showing.
    await expect(hero.getByRole('link', { name: /^Send Request/ })).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Book a Call' })).toBeVisible();
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('the hero slider stays put and follows its controls', async ({ page }) => {
      await page.clock.install();
      await visit(page, '/es/for-companies');
      const hero = page.getByTestId('hero-carousel');
      await expect(
        hero.getByRole('button', { name: 'Iniciar la presentación automática' }),
      ).toBeVisible();
      await page.clock.runFor(15_000);
      await expect(currentDot(page)).toHaveAttribute('aria-label', 'Diapositiva 1 de 4');
      await hero.getByRole('button', { name: 'Diapositiva anterior' }).click();
      await expect(currentDot(page)).toHaveAttribute('aria-label', 'Diapositiva 4 de 4');
      await expect(
        hero.getByRole('heading', { name: 'Un solo aliado, de la primera llamada al seguimiento' }),
      ).toBeVisible();
      await page.clock.runFor(600);
      await hero.getByRole('button', { name: 'Diapositiva 2 de 4' }).click();
      await expect(
        hero.getByRole('heading', { name: 'Talento en menos de 2 semanas' }),
      ).toBeVisible();
    });

    test('Send Request and Start Request open the company request form in a new tab', async ({
      page,
    }) => {
      await visit(page, '/for-companies');
      await page
        .context()
        .route(forms.companyRequest, (route) =>
          route.fulfill({ contentType: 'text/html', body: '<title>Request form</title>' }),
        );
      for (const name of [/^Send Request/, /^Start Request/]) {
        const link = page.getByRole('link', { name });
        await expect(link).toHaveAttribute('href', forms.companyRequest);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
        await expect(popup).toHaveURL(forms.companyRequest);
        await popup.close();
      }
      await expect(page).toHaveURL(/\/for-companies$/);
      for (const testId of ['hero-book-call', 'cta-book-call'])
        await expect(page.getByTestId(testId)).toHaveAttribute('href', '/book-call');
    });
  });
});
