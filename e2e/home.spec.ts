import type { Locator, Page } from '@playwright/test';
import home from '../locales/en/home.json' with { type: 'json' };
import { readSiteConfig } from '../src/config/siteConfig';
import { axeViolations } from './axe';
import { expect, pauseClock, runQueuedTasks, scrollToHydrated, test, visit } from './fixtures';

// The build reads the same variables; without them both use the placeholders.
const site = readSiteConfig(process.env);
const heroTitles = Object.values(home.hero.slides).map((slide) => slide.title);

/** Loads `path`, waits for hydration, then stops the page clock so only runFor moves it. */
async function openWithPausedClock(page: Page, path: string) {
  await page.clock.install();
  await visit(page, path);
  await pauseClock(page);
}

/** The testimonials slider: an island that hydrates as it nears the viewport. */
const testimonialsIsland = (page: Page) =>
  page.locator('[data-island="components/testimonials/Testimonials"]');

const heroDot = (page: Page) =>
  page.getByTestId('hero-carousel').locator('button[aria-current="true"]');

/**
 * Waits until the hero rotates by itself, or stops doing so (its slides are a live region only
 * while they stand still), and until the timer that goes with it is set or cleared.
 */
async function expectRotation(page: Page, hero: Locator, rotating: boolean) {
  await expect(hero.locator('[aria-live]')).toHaveAttribute(
    'aria-live',
    rotating ? 'off' : 'polite',
  );
  await runQueuedTasks(page);
}

test.describe('home page', () => {
  test('every section is in the prerendered HTML and visible without JavaScript', async ({
    browser,
  }) => {
    for (const [path, texts] of [
      [
        '/',
        [
          'Bridging Continents Through Talent',
          'Smart Teams Are Built Across Borders',
          "Let's Make the Match",
          "Let's take the next step",
          'Bridging continents with real numbers that matter.',
          '400K–1.5M',
          'Ready to transform your career or find exceptional talent?',
          'Do I need to speak German?',
          'Berlin, Germany',
        ],
      ],
      [
        '/es',
        [
          'Uniendo continentes a través del talento',
          'Encontremos la persona indicada',
          'de 400\u00a0mil a 1,5\u00a0millones',
        ],
      ],
    ] as const) {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto(path);
      // React writes the preload of the fetchPriority="high" first hero image as the body's first tag.
      expect(await response?.text()).toContain(
        '<div id="root"><link rel="preload" as="image" href="/images/home/hero-1.svg" fetchPriority="high"/>',
      );
      for (const id of ['hero', 'process', 'faqs', 'contact']) {
        await expect(page.locator(`#${id}`)).toHaveCount(1);
      }
      for (const text of texts) await expect(page.getByText(text).first()).toBeAttached();
      await page.locator('#process').scrollIntoViewIfNeeded();
      await expect(page.locator('#process li').last()).toBeVisible();
      await expect(page.locator('#process li [data-reveal-item]').last()).toHaveCSS(
        'filter',
        'none',
      );
      // Hidden sections are off by default: not rendered at all.
      await expect(page.locator('#audience')).toHaveCount(0);
      await expect(page.getByTestId('contact-forms')).toHaveCount(0);
      await context.close();
    }
  });

  test('hero carousel advances every 5 s, pauses on hover and with the pause button', async ({
    page,
  }) => {
    // Rotation is motion: it only runs for visitors who did not ask for less.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await openWithPausedClock(page, '/');
    const hero = page.getByTestId('hero-carousel');
    await expect(hero.getByRole('button', { name: 'Pause automatic slide show' })).toBeVisible();
    // The 5 s timer started at hydration, in real time, before the clock was paused; on a busy
    // machine it may have run out already. Leaving the carousel restarts it at a known moment.
    await hero.hover({ position: { x: 200, y: 200 } });
    await expectRotation(page, hero, false);
    await page.mouse.move(10, 890);
    await expectRotation(page, hero, true);
    const start = Number((await heroDot(page).getAttribute('aria-label'))?.match(/\d+/)?.[0]);
    const after = (steps: number) => ((start - 1 + steps) % heroTitles.length) + 1;
    await page.clock.runFor(4500);
    await expect(heroDot(page)).toHaveAttribute('aria-label', `Slide ${after(0)} of 4`);
    await page.clock.runFor(600);
    await expect(heroDot(page)).toHaveAttribute('aria-label', `Slide ${after(1)} of 4`);
    await expect(hero.getByRole('heading', { name: heroTitles[after(1) - 1] ?? '' })).toBeVisible();
    // Hover pauses.
    await hero.hover({ position: { x: 200, y: 200 } });
    await expectRotation(page, hero, false);
    await page.clock.runFor(12000);
    await expect(heroDot(page)).toHaveAttribute('aria-label', `Slide ${after(1)} of 4`);
    await page.mouse.move(10, 890);
    await expectRotation(page, hero, true);
    await page.clock.runFor(5000);
    await expect(heroDot(page)).toHaveAttribute('aria-label', `Slide ${after(2)} of 4`);
    // Dots and arrows, and the 500 ms lock.
    await page.clock.runFor(600);
    await hero.getByRole('button', { name: 'Slide 1 of 4' }).click();
    await hero.getByRole('button', { name: 'Next slide' }).click();
    await expect(heroDot(page)).toHaveAttribute('aria-label', 'Slide 1 of 4');
    await page.clock.runFor(600);
    await hero.getByRole('button', { name: 'Previous slide' }).click();
    await expect(heroDot(page)).toHaveAttribute('aria-label', 'Slide 4 of 4');
    // Pause button.
    await hero.getByRole('button', { name: 'Pause automatic slide show' }).click();
    await expect(hero.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
    await page.mouse.move(10, 890);
    await page.keyboard.press('Escape');
    await expectRotation(page, hero, false);
    await page.clock.runFor(20000);
    await expect(heroDot(page)).toHaveAttribute('aria-label', 'Slide 4 of 4');
  });

  test('the first slide shows first', async ({ browser }) => {
    // Without JavaScript nothing rotates: the HTML itself starts on slide 1.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(heroDot(page)).toHaveAttribute('aria-label', 'Slide 1 of 4');
    await expect(
      page.getByTestId('hero-carousel').getByRole('heading', { level: 1, name: heroTitles[0] }),
    ).toBeVisible();
    await context.close();
  });

  test('hero carousel does not rotate under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openWithPausedClock(page, '/es');
    const hero = page.getByTestId('hero-carousel');
    await expect(
      hero.getByRole('button', { name: 'Iniciar la presentación automática' }),
    ).toBeVisible();
    await page.clock.runFor(15000);
    await expect(heroDot(page)).toHaveAttribute('aria-label', 'Diapositiva 1 de 4');
  });

  test('impact counters count up once in view to the final figures', async ({ page }) => {
    // Counting up is motion: visitors who asked for less see the final figures at once.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    // The prerendered page holds the final figures, for crawlers and visitors without script.
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('400K–1.5M');
    await visit(page, '/');
    const impact = page.locator('#impact');
    const values = impact.getByTestId('stat-value');
    // Below the fold the counters wait at zero until they are in view.
    await expect(impact).not.toBeInViewport();
    await expect(values.first()).toHaveText('0K–1.5M');
    await impact.scrollIntoViewIfNeeded();
    await expect(values).toHaveText(['400K–1.5M', '500K+', '8×', '55%', '29%'], {
      timeout: 6000,
    });
    // Screen readers and crawlers get the final figure all along.
    await expect(page.locator('#impact')).toContainText(
      'skilled workers needed in Europe annually',
    );
  });

  test('FAQ accordion: one open at a time, keyboard moves between headers', async ({ page }) => {
    await visit(page, '/');
    const faqs = page.locator('#faqs');
    const headers = faqs.getByRole('button');
    await expect(headers).toHaveCount(6);
    await headers.first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(headers.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(headers.nth(5)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(headers.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(headers.nth(5)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(headers.nth(0)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(headers.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(
      faqs.getByText('work with companies across Europe, not only in Germany'),
    ).toBeVisible();
    await headers.nth(1).click();
    await expect(headers.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(headers.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await headers.nth(1).click();
    await expect(headers.nth(1)).toHaveAttribute('aria-expanded', 'false');
  });

  test('testimonials: three side by side on desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await visit(page, '/');
    const region = page.getByRole('region', { name: 'Example stories' });
    await scrollToHydrated(testimonialsIsland(page));
    for (const name of ['Valeria M.', 'Jonas K.', 'Andrés R.']) {
      await expect(region.getByText(name, { exact: true })).toBeInViewport();
    }
  });

  test('testimonials: one per view with controls on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openWithPausedClock(page, '/');
    const region = page.getByRole('region', { name: 'Example stories' });
    const section = testimonialsIsland(page);
    await section.scrollIntoViewIfNeeded();
    // React commits a part that hydrates late after a short timer (it paces Suspense reveals):
    // the paused clock has to run for it.
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        return section.getAttribute('data-hydrated');
      })
      .toBe('true');
    const next = region.getByRole('button', { name: 'Next testimonial' });
    const previous = region.getByRole('button', { name: 'Previous testimonial' });
    await expect(next).toBeVisible();
    // react-slick measures its list on timers after mount: let them run.
    await page.clock.runFor(1000);
    await runQueuedTasks(page);
    const active = region.locator('.slick-slide.slick-active');
    await expect(active).toHaveCount(1);
    await expect(active).toContainText('Valeria M.');
    /**
     * react-slick moves on a 0 ms timer after a click, ends the move on a 500 ms one (the track
     * drops its transition) and takes clicks again after a further 10 ms one: the paused clock
     * runs each in turn, once the previous step shows.
     */
    const slideWith = async (button: Locator, name: string) => {
      await button.click();
      await page.clock.runFor(1);
      await expect(active).toContainText(name);
      await page.clock.runFor(500);
      await expect(region.locator('.slick-track')).not.toHaveAttribute('style', /transition:/);
      await page.clock.runFor(100);
      await runQueuedTasks(page);
    };
    await slideWith(next, 'Jonas K.');
    await slideWith(previous, 'Valeria M.');
    await slideWith(previous, 'Andrés R.'); // loops backwards
    // Nothing hidden by react-slick can take focus.
    const focusableHidden = await region.evaluate(
      (el) =>
        Array.from(el.querySelectorAll<HTMLElement>('.slick-slide[aria-hidden="true"]')).filter(
          (slide) => !slide.inert,
        ).length,
    );
    expect(focusableHidden).toBe(0);
  });

  test('Contact in the header scrolls to the contact section', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await visit(page, '/');
    await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page.locator('#contact')).toBeInViewport();
    await expect(
      page.locator('#contact').getByRole('link', { name: site.emails.clients }),
    ).toBeVisible();
  });

  test('Go to Contact in the process card scrolls to the contact section', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('link', { name: 'Go to Contact' }).click();
    await expect(page.locator('#contact')).toBeInViewport();
    await expect(page).toHaveURL(/#contact$/);
  });

  test('welcome toast 2 s after load, once per session', async ({ page }) => {
    // The clock stands still from before the page loads: only runFor moves it.
    await page.clock.install({ time: new Date('2025-05-01T10:00:00Z') });
    await page.clock.pauseAt(new Date('2025-05-01T10:00:01Z'));
    await visit(page, '/');
    await page.clock.runFor(1900);
    await expect(page.getByText('Welcome', { exact: true })).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(page.getByText('Welcome', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Connecting Latin American talent with European opportunities.'),
    ).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.clock.runFor(5000);
    await runQueuedTasks(page);
    await expect(page.getByText('Welcome', { exact: true })).toHaveCount(0);
  });

  for (const path of ['/', '/es']) {
    for (const width of [375, 1440]) {
      test(`axe finds no violations on ${path} at ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await visit(page, path);
        await page.locator('#contact').scrollIntoViewIfNeeded();
        await page.locator('#hero').scrollIntoViewIfNeeded();
        expect(await axeViolations(page), 'axe violations').toEqual([]);
      });
    }
  }
});
