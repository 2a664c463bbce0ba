/**
 * Full-page screenshots of chosen URLs at 375, 768 and 1440 px into screenshots/, for a
 * human to look at. Usage: tsx scripts/screenshots.ts [base URL] [path ...]
 */
import { mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base = 'http://127.0.0.1:4173', ...paths] = process.argv.slice(2);
const widths = [375, 768, 1440];

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
    const name = `${path.replace(/\W+/g, '_') || 'root'}-${width}.png`;
    await page.screenshot({ path: `screenshots/${name}`, fullPage: true });
    await page.close();
    console.log(`screenshots/${name}`);
  }
}
await browser.close();
