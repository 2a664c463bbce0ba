/**
 * Full-page screenshots of a running site, settled so that two runs of the same build give the
 * same pixels: the guard rail of a refactor that must not change how the site looks
 * (compare two runs with scripts/compare-screenshots.ts).
 *
 * It builds and starts nothing: run `npm run build` once, then `PORT=4812 node dist/node/server.js`,
 * then for example
 *
 *   npx tsx scripts/screenshots.ts http://127.0.0.1:4812 --out screenshots/before
 *   npx tsx scripts/screenshots.ts http://127.0.0.1:4812 --slices / /es      (slices for reading)
 *
 * With no paths it shoots the standard set: every page of the route table (and the not-found
 * page) in English at 375 and 1440 px, and the pages with long words (German compounds, long
 * Spanish phrases in narrow cards) in Spanish and German at the same widths. Paths given on the
 * command line are shot at 375, 768 and 1440 px (`--widths` changes either).
 * One PNG per page and width, named after the path (`_es_relocation-375.png`); `--slices` cuts
 * each into 1600 px slices an image viewer shows legibly.
 *
 * Settled means: reduced motion (the theme then drops transitions and the reveal-on-scroll
 * entrance), the language offer and the welcome notice already dismissed, the page scrolled
 * through once so that every lazy image loads and every section hydrates and reveals, the fonts
 * loaded and every image decoded.
 */
import { mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { storageKeys } from '../src/config/storageKeys';
import { localizedPath } from '../src/i18n/paths';
import { routes } from '../src/routes';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    slices: { type: 'boolean', default: false },
    out: { type: 'string', default: 'screenshots' },
    widths: { type: 'string' },
  },
});
const slices = options.slices;
const outDir = options.out;
const widthOption = options.widths?.split(',').map(Number);
const [base = 'http://127.0.0.1:4173', ...givenPaths] = positionals;

/** Route ids whose pages carry the longest words and phrases in Spanish and German. */
const longWordPages = new Set([
  'home',
  'forCompanies',
  'forTalent',
  'relocation',
  'migration',
  'marketingLab',
  'staffAugmentation',
  'professional',
  'soulmatchCompany',
  'benefits',
  'faqs',
]);

function standardShots(): { path: string; widths: number[] }[] {
  const widths = widthOption ?? [375, 1440];
  const pages = routes.filter((route) => route.kind === 'page');
  const english = pages.map((route) => localizedPath(route, 'en'));
  const translated = pages
    .filter((route) => longWordPages.has(route.id))
    .flatMap((route) => [localizedPath(route, 'es'), localizedPath(route, 'de')]);
  return [...english, '/this-page-does-not-exist', ...translated].map((path) => ({
    path,
    widths,
  }));
}

const shots = givenPaths.length
  ? givenPaths.map((path) => ({ path, widths: widthOption ?? [375, 768, 1440] }))
  : standardShots();

const browser = await chromium.launch({
  executablePath:
    process.env.CHROMIUM_PATH ??
    (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--font-render-hinting=none',
  ],
});
await mkdir(outDir, { recursive: true });
for (const { path, widths } of shots) {
  for (const width of widths) await shoot(browser, path, width);
}
await browser.close();

async function shoot(browser: Browser, path: string, width: number) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    reducedMotion: 'reduce',
    locale: 'en-US',
  });
  // Dismissed before any script runs: the offer and the notice appear after a delay, so they
  // would be in one run's picture and not in the other's.
  await context.addInitScript((keys) => {
    localStorage.setItem(keys.languageOfferDismissed, '1');
    sessionStorage.setItem(keys.welcomeShown, '1');
  }, storageKeys);
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  // Scroll through once, a viewport at a time, waiting a frame at each stop, so that lazy
  // images start loading and every section hydrates and reveals as it does for a reader.
  // (No named functions inside evaluate: tsx would wrap them in a helper the page lacks.)
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      for (let frames = 0; frames < 2; frames += 1) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    }
    window.scrollTo(0, 0);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
  // A slider that hydrated during the scroll may have drawn new lazy images where the reader
  // stopped long ago: loaded now, or a picture would show them in one run and not in the next.
  await page.evaluate(() => {
    for (const image of Array.from(document.images)) image.loading = 'eager';
  });
  await page.waitForLoadState('networkidle');
  // Every image, capped, so a stuck image cannot hang the run.
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = Array.from(document.images);
    await Promise.race([
      Promise.all(images.map((image) => image.decode().catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 10_000)),
    ]);
  });
  // No reveal-on-scroll item is still waiting to be shown.
  await page.waitForFunction(() => !document.querySelector('[data-reveal="hidden"]'));
  const name = `${path.replace(/\W+/g, '_') || 'root'}-${width}`;
  if (!slices) {
    await page.screenshot({
      path: `${outDir}/${name}.png`,
      fullPage: true,
      animations: 'disabled',
    });
    console.log(`${outDir}/${name}.png`);
  } else {
    const sliceHeight = 1600;
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0, part = 1; y < height; y += sliceHeight, part += 1) {
      const file = `${outDir}/${name}-${part}.png`;
      await page.screenshot({
        path: file,
        fullPage: true,
        animations: 'disabled',
        clip: { x: 0, y, width, height: Math.min(sliceHeight, height - y) },
      });
      console.log(file);
    }
  }
  await context.close();
}
