import { expect, pauseClock, test, visit } from './fixtures';

const hero = (page: import('@playwright/test').Page) => page.getByTestId('hero-carousel');
const currentDot = (page: import('@playwright/test').Page) =>
  hero(page).locator('button[aria-current="true"]');
const activeSlide = (page: import('@playwright/test').Page) =>
  hero(page).locator('[data-active="true"]');

test.describe('marketing lab page', () => {
  // Motion is what these tests check; the suite's default is reduced motion.
  test.use({ reducedMotion: 'no-preference' });

  test('every section is in the prerendered HTML; the packages are not', async ({ browser }) => {
    for (const [path, texts] of [
      [
        '/marketinglab',
        [
          'Marketing and Design for European Companies',
          'Discovery & Strategy',
          'Creative Design',
          'Digital Development',
          'Launch & Beyond',
          'Branding',
          'Web Design',
          'Marketing Assets',
        ],
      ],
      ['/es/marketinglab', ['Marketing y diseño para empresas europeas', 'Diseño creativo']],
    ] as const) {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await page.goto(path);
      for (const text of texts) await expect(page.getByText(text).first()).toBeAttached();
      await expect(page.locator('#process li')).toHaveCount(4);
      await expect(page.locator('#portfolio article')).toHaveCount(3);
      await expect(page.locator('#packages')).toHaveCount(0);
      await context.close();
    }
  });

  test('the hero cross-fades in 1 s and rotates every 5 s', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.clock.install();
    await visit(page, '/marketinglab');
    // Hovering pauses the rotation; then the page clock stops and only runFor moves it (the
    // run releases the 500 ms lock in case a slide changed just before).
    await hero(page).hover({ position: { x: 200, y: 200 } });
    await pauseClock(page);
    await page.clock.runFor(600);
    await expect(activeSlide(page)).toHaveCSS('transition-duration', '1s');
    await expect(activeSlide(page)).toHaveCSS('transition-property', 'opacity');
    const slideNumber = async () =>
      Number((await currentDot(page).getAttribute('aria-label'))?.match(/\d+/)?.[0]);
    const start = await slideNumber();
    const after = (steps: number) => `Slide ${((start - 1 + steps) % 3) + 1} of 3`;
    // Next slide: both the outgoing and the incoming slide run a real 1 s opacity transition,
    // read the moment the new slide becomes active.
    const durations = await hero(page).evaluate(
      (region) =>
        new Promise<number[]>((resolve) => {
          const first = region.querySelector('[data-active="true"]');
          const observer = new MutationObserver(() => {
            if (region.querySelector('[data-active="true"]') === first) return;
            observer.disconnect();
            resolve(
              Array.from(region.querySelectorAll<HTMLElement>('[data-active]'))
                .flatMap((slide) => slide.getAnimations())
                .map((animation) => Number(animation.effect?.getTiming().duration)),
            );
          });
          observer.observe(region, { attributes: true, subtree: true });
          region.querySelector<HTMLButtonElement>('button[aria-label="Next slide"]')?.click();
        }),
    );
    expect(durations).toEqual([1000, 1000]);
    await expect(currentDot(page)).toHaveAttribute('aria-label', after(1));
    // Leaving the carousel lets it rotate again: 5 s later, the slide after that.
    await page.mouse.move(5, 890);
    // While it rotates, the slides stop announcing themselves.
    await expect(hero(page).locator('[aria-live]')).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(4900);
    await expect(currentDot(page)).toHaveAttribute('aria-label', after(1));
    await page.clock.runFor(200);
    await expect(currentDot(page)).toHaveAttribute('aria-label', after(2));
  });

  for (const [path, contact] of [
    ['/marketinglab', '/contact'],
    ['/es/marketinglab', '/es/contact'],
  ] as const) {
    test(`calls to action lead to the contact section (${path})`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await visit(page, path);
      await expect(activeSlide(page).getByRole('link')).toHaveAttribute('href', contact);
      await expect(page.getByTestId('closing-contact')).toHaveAttribute('href', contact);
      await page.getByTestId('closing-contact').click();
      await expect(page.locator('#contact')).toBeInViewport();
    });
  }
});
