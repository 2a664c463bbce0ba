/**
 * Writes a 1200 × 630 PNG share image for every prerendered page in every language, at the path
 * its `og:image` names: the page title in the page language with the brand. Runs in
 * `npm run build` after the prerender (it reads the prerendered pages' Open Graph tags).
 * satori lays the card out as SVG with Plus Jakarta Sans (it reads .woff, not .woff2);
 * resvg rasterizes it. Cards that did not change since the last build come from the cache
 * (`node_modules/.cache/share-images`).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import satori from 'satori';
import type { ReactNode } from 'react';
import { shareImageSize } from '../src/app/shareImage';
import { htmlFileFor, siteUrls } from '../src/i18n/urls';
import { pageShareMeta } from './pageShareMeta';
import { loadRasterizer } from './rasterize';
import { shareCard } from './shareCard';
import { cachedImage, cacheKey } from './shareImageCache';

const root = process.cwd();
const clientDir = join(root, 'dist/client');

async function loadFonts() {
  const require = createRequire(import.meta.url);
  // Latin first, then Latin Extended for any letter a future language needs beyond it.
  const files = (['latin', 'latin-ext'] as const).flatMap((subset) =>
    ([700, 800] as const).map((weight) => ({ subset, weight })),
  );
  return Promise.all(
    files.map(async ({ subset, weight }) => ({
      name: 'Plus Jakarta Sans',
      weight,
      style: 'normal' as const,
      data: await readFile(
        require.resolve(
          `@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-${subset}-${weight}-normal.woff`,
        ),
      ),
    })),
  );
}

async function main() {
  const started = performance.now();
  const [fonts, rasterize, logo] = await Promise.all([
    loadFonts(),
    loadRasterizer(),
    readFile(join(root, 'public/favicon.svg'), 'utf8'),
  ]);
  // The renderers' pinned versions, from the project's package.json.
  const { devDependencies } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as {
    devDependencies: Record<string, string>;
  };
  const renderers = ['satori', '@resvg/resvg-wasm'].map((name) => devDependencies[name] ?? '');
  let count = 0;
  let drawn = 0;
  for (const { url } of siteUrls()) {
    const page = pageShareMeta(await readFile(join(clientDir, htmlFileFor(url)), 'utf8'));
    if (!page) continue;
    const card = shareCard(page, logo);
    const key = cacheKey(JSON.stringify(card), ...renderers, ...fonts.map((font) => font.data));
    const image = await cachedImage(key, async () => {
      const svg = await satori(card as unknown as ReactNode, { ...shareImageSize, fonts });
      return rasterize(svg, shareImageSize.width);
    });
    const target = join(clientDir, page.imagePath);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, image.png);
    count += 1;
    if (image.drawn) drawn += 1;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Wrote ${count} share images into dist/client (${drawn} drawn, the rest cached) in ${seconds} s.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
