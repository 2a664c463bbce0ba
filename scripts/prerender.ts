/**
 * Writes one static HTML file per URL (every route in every language), plus a not-found page
 * per language, sitemap.xml and robots.txt, from the server bundle built by `vite build --ssr`.
 */
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  basicLatinFonts,
  fontPreloadTag,
  inlineScript,
  inlineScriptTag,
  imagePreloads,
  inlineStylesheets,
  stylesheetHrefs,
} from './firstPaint';
import {
  appModulesTag,
  islandsStartupFiles,
  takeTemplateModules,
  type Manifest,
} from './modulePreloads';
import { unpromptedIslands } from './islandsInPage';

type ServerEntry = typeof import('../src/entry-server');

const root = process.cwd();
const clientDir = join(root, 'dist/client');
const serverDir = join(root, 'dist/server');

function fill(template: string, slots: Record<string, string>): string {
  return template.replace(/<!--app-([a-z]+)-->/g, (slot, name: string) => {
    if (!(name in slots)) throw new Error(`Template slot ${slot} has no value`);
    return slots[name] ?? '';
  });
}

/**
 * The template without render-blocking requests (see ./firstPaint) and without scripts that
 * load before the first paint (see ./deferredBoot.js). The server and the static hosts' headers allow the inline scripts by their hashes,
 * computed from the built pages (server/cspHashes.ts).
 */
async function firstPaintTemplate(built: string): Promise<string> {
  const read = (href: string) => readFileSync(join(clientDir, href), 'utf8');
  const redirectSrc = '/lang-redirect.js';
  const redirectCode = read(redirectSrc);
  const bootCode = readFileSync(join(root, 'scripts/deferredBoot.js'), 'utf8');
  const fonts = stylesheetHrefs(built).flatMap((href) => basicLatinFonts(read(href)));
  // The template's entry is the typeface alone (vite.config.ts): its stylesheet is inlined
  // here, its script is nothing a page runs.
  const { template: withoutModules } = takeTemplateModules(built);
  const template = inlineStylesheets(inlineScript(withoutModules, redirectSrc, redirectCode), read)
    .replace('<!--app-styles-->', () =>
      [...fonts.map(fontPreloadTag), '<!--app-styles-->'].join('\n    '),
    )
    .replace('</body>', () => `  <!--app-modules-->\n    ${inlineScriptTag(bootCode)}\n  </body>`);
  await rm(join(clientDir, redirectSrc.slice(1)));
  return template;
}

function redirectPage(location: string): string {
  const href = location.replace(/"/g, '&quot;');
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0; url=${href}"><link rel="canonical" href="${href}"><title>${href}</title></head><body><a href="${href}">${href}</a></body></html>\n`;
}

async function main() {
  // The server bundle imports React, MUI and Emotion from node_modules, which pick their build by
  // NODE_ENV. The development builds label every class name (css-1a2b3c-MuiButton-root), so the
  // browser's production build would compute other names than the prerendered HTML carries,
  // and insert every component's styles again while hydrating.
  process.env.NODE_ENV = 'production';
  // The built index.html is the template; keep it out of the way of the home page's file.
  const templatePath = join(serverDir, 'template.html');
  await rename(join(clientDir, 'index.html'), templatePath).catch(() => undefined);
  const template = await firstPaintTemplate(await readFile(templatePath, 'utf8'));
  // The client build's manifest names each page's chunks; it is build data, not a public file.
  const manifestPath = join(serverDir, 'client-manifest.json');
  await rename(join(clientDir, '.vite/manifest.json'), manifestPath).catch(() => undefined);
  await rm(join(clientDir, '.vite'), { recursive: true, force: true });
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest;
  const entry = (await import(
    pathToFileURL(join(serverDir, 'entry-server.js')).href
  )) as ServerEntry;

  const write = async (file: string, html: string) => {
    const target = join(clientDir, file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, html);
  };
  const renderPage = async (url: string) => {
    const result = await entry.render(url);
    if (result.kind === 'redirect') return redirectPage(result.location);
    // Every page boots as islands: the islands script, and what its unprompted islands need.
    const scripts = islandsStartupFiles(manifest, unpromptedIslands(result.html, manifest)).map(
      (file) => `/${file}`,
    );
    return fill(template, {
      lang: result.lang,
      // React writes the hero image's preload at the start of the body; a copy at the top of
      // the head starts it before the scripts, which would otherwise queue ahead of it.
      head: [...imagePreloads(result.html), result.head].join('\n    '),
      styles: result.styles,
      html: result.html,
      modules: [appModulesTag(scripts), result.pageContext].join(''),
    });
  };

  const urls = entry.siteUrls();
  for (const { url } of urls) await write(entry.htmlFileFor(url), await renderPage(url));
  for (const lng of entry.locales) {
    const home = entry.pathFor('home', lng);
    await write(
      entry.notFoundFileFor(lng),
      await renderPage(`${home === '/' ? '' : home}/__not-found__`),
    );
  }
  await write('sitemap.xml', entry.renderSitemap());
  await write('robots.txt', entry.renderRobots());
  console.log(
    `Prerendered ${urls.length} URLs and ${entry.locales.length} not-found pages into dist/client.`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
