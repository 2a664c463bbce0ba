/**
 * Full-page screenshots of chosen URLs at 375, 768 and 1440 px into screenshots/, for a
 * human to look at, cut into slices an image viewer shows legibly.
 * Usage: tsx scripts/screenshots.ts [base URL] [path ...]
 */
import { mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base = 'http://127.0.0.1:4173', ...paths] = process.argv.slice(2);
const widths = [375, 768, 1440];
const sliceHeight = 1600;

const browser = await chromium.launch({
  executablePath:
    process.env.CHROMIUM_PATH ??
    (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});
await mkdir('screenshots', { recursive: true });
for (const path of paths.length ? paths : ['/', '/es']) {
  for (const width of widths) {
    const page = await browser.newPage({
      viewport: { width, height: 900 },
      reducedMotion: 'reduce',
    });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    // Scroll through once so lazy images load and reveal-on-view sections appear, as for a reader.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const name = `${path.replace(/\W+/g, '_') || 'root'}-${width}`;
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0, part = 1; y < height; y += sliceHeight, part += 1) {
      const file = `screenshots/${name}-${part}.png`;
      await page.screenshot({
        path: file,
        fullPage: true,
        clip: { x: 0, y, width, height: Math.min(sliceHeight, height - y) },
      });
      console.log(file);
    }
    await page.close();
  }
}
await browser.close();
