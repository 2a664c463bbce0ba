import type { Locator, Page } from '@playwright/test';
import { readSiteConfig } from '../src/config/siteConfig';
import { expect, test, visit } from './fixtures';

// The build reads the same variables; without them both use the placeholders.
const { forms } = readSiteConfig(process.env);

const card = (page: Page, title: string) =>
  page.getByTestId('flip-card').filter({ has: page.getByRole('heading', { name: title }) });

/** Whether the card shows its back: turned half a circle, or (reduced motion) faded over. */
async function showsBack(card: Locator) {
  return card.evaluate((element) => {
    const face = (name: string) => element.querySelector<HTMLElement>(`[data-face="${name}"]`)!;
    const turn = new DOMMatrix(getComputedStyle(face('inner')).transform);
    const opacity = (name: string) => Number(getComputedStyle(face(name)).opacity);
    return { turned: turn.m11 < -0.99, front: opacity('front'), back: opacity('back') };
  });
}

const front = { turned: false, front: 1, back: 0 };
const back = { turned: true, front: 0, back: 1 };

test.describe('talent page', () => {
  // Motion is what these tests check; the suite's default is reduced motion.
  test.use({ reducedMotion: 'no-preference' });

  test('below 768 px a tap or Enter/Space flips a card', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await visit(page, '/for-talent');
    const matching = card(page, 'Free matching');
    const toggle = matching.getByRole('button', { name: 'Flip the card “Free matching”' });
    // The cards are an island that hydrates when touched: the first touch counts.
    await matching.scrollIntoViewIfNeeded();
    await expect.poll(() => showsBack(matching)).toEqual(front);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => showsBack(matching)).toEqual(back);
    // Hovering another card does nothing on a narrow screen.
    const study = card(page, 'Study abroad');
    await study.hover();
    await expect.poll(() => showsBack(study)).toEqual(front);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => showsBack(matching)).toEqual(front);
    await page.keyboard.press('Space');
    await expect.poll(() => showsBack(matching)).toEqual(back);
  });

  test('from 768 px hovering or focusing a card flips it', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await visit(page, '/for-talent');
    const jobs = card(page, 'Remote jobs in Europe');
    // The cards are an island that hydrates when touched: the first touch counts.
    await jobs.scrollIntoViewIfNeeded();
    await expect(jobs.getByText('Hover to read more')).toBeVisible();
    await jobs.hover();
    await expect.poll(() => showsBack(jobs)).toEqual(back);
    await page.mouse.move(5, 5);
    await expect.poll(() => showsBack(jobs)).toEqual(front);
    // Keyboard: tabbing onto the card's control flips it, tabbing on flips it back.
    await jobs.getByRole('button').focus();
    await expect.poll(() => showsBack(jobs)).toEqual(back);
    await page.keyboard.press('Tab');
    await expect.poll(() => showsBack(jobs)).toEqual(front);
    await expect.poll(() => showsBack(card(page, 'Free matching'))).toEqual(back);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('cards fade instead of turning', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await visit(page, '/es/for-talent');
      const relocation = card(page, 'Mudarte a Alemania');
      // The cards are an island that hydrates when touched: the first touch counts.
      await relocation.scrollIntoViewIfNeeded();
      await relocation.getByRole('button').click();
      await expect.poll(() => showsBack(relocation)).toEqual({ turned: false, front: 0, back: 1 });
    });

    test('the hero slider changes slides with its controls and does not rotate by itself', async ({
      page,
    }) => {
      await page.clock.install();
      await visit(page, '/for-talent');
      const hero = page.getByTestId('hero-carousel');
      const current = hero.locator('button[aria-current="true"]');
      await expect(
        hero.getByRole('heading', { level: 1, name: 'Your Career in Europe Starts Here' }),
      ).toBeVisible();
      await page.clock.runFor(12_000);
      await expect(current).toHaveAttribute('aria-label', 'Slide 1 of 3');
      await hero.getByRole('button', { name: 'Next slide' }).click();
      await expect(current).toHaveAttribute('aria-label', 'Slide 2 of 3');
      await expect(
        hero.getByRole('heading', { name: 'Move to Germany With Guidance' }),
      ).toBeVisible();
      await page.clock.runFor(600);
      await hero.getByRole('button', { name: 'Slide 3 of 3' }).click();
      await expect(hero.getByRole('heading', { name: 'Study in Germany' })).toBeVisible();
      await expect(hero.getByRole('link', { name: 'Discover study options' })).toHaveAttribute(
        'href',
        '/services/soulstudy',
      );
    });

    test('the profile button opens the external talent form in a new tab', async ({ page }) => {
      await visit(page, '/es/for-talent');
      const link = page.getByRole('link', { name: /^Completa tu perfil ahora/ });
      await expect(link).toHaveAttribute('href', forms.talentProfile);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await page
        .context()
        .route(forms.talentProfile, (route) =>
          route.fulfill({ contentType: 'text/html', body: '<title>Profile form</title>' }),
        );
      const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
      await expect(popup).toHaveURL(forms.talentProfile);
      await expect(page).toHaveURL(/\/es\/for-talent$/);
    });
  });
});
