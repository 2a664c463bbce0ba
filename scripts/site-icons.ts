/**
 * Writes the apple-touch icon, the manifest's PNG icons (drawn from public/favicon.svg) and
 * site.webmanifest into the built site. Runs in `npm run build` after the client build.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { loadEnv } from 'vite';
import { appleTouchIcon, manifestHref, manifestIcons } from '../src/app/siteIcons';
import { webManifest } from '../src/app/webManifest';
import { readSiteConfig } from '../src/config/siteConfig';
import { loadRasterizer } from './rasterize';
import { maskableIconSvg } from './siteIconArt';

const root = process.cwd();
const clientDir = join(root, 'dist/client');

async function write(href: string, content: string | Uint8Array) {
  const target = join(clientDir, href);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, content);
}

async function main() {
  // The brand the build compiles in: process.env over .env files, production mode.
  const site = readSiteConfig(loadEnv('production', root));
  const favicon = await readFile(join(root, 'public/favicon.svg'), 'utf8');
  const art = { any: favicon, maskable: maskableIconSvg(favicon) };
  const rasterize = await loadRasterizer();
  for (const icon of [appleTouchIcon, ...manifestIcons]) {
    await write(icon.href, rasterize(art[icon.purpose], icon.size));
  }
  await write(manifestHref, `${JSON.stringify(webManifest(site.brand), null, 2)}\n`);
  console.log(`Wrote ${manifestIcons.length + 1} icons and ${manifestHref}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
