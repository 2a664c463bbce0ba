import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const inlineScript = 'document.documentElement.dataset.ready = "1";';

/** A small built site as the build writes it, in a temporary folder, for server tests. */
export const siteFiles: Record<string, string> = {
  'index.html': '<h1>home en</h1>',
  'es/index.html': '<h1>home es</h1>',
  'migration/index.html': '<h1>migration en</h1>',
  'relocation/index.html': '<h1>relocation es</h1>',
  'about/index.html': `<script>${inlineScript}</script><script type="application/ld+json">{}</script><h1>about</h1>`,
  '404.html': '<h1>not found en</h1>',
  'es/404.html': '<h1>not found es</h1>',
  'assets/main-abc123.js': 'console.log(1)',
  'images/map.svg': '<svg/>',
  _headers: '/*\n  X-Test: static host only\n',
};

export function createSiteFixture(): { clientDir: string; remove: () => void } {
  const clientDir = mkdtempSync(join(tmpdir(), 'site-'));
  for (const [path, body] of Object.entries(siteFiles)) {
    mkdirSync(dirname(join(clientDir, path)), { recursive: true });
    writeFileSync(join(clientDir, path), body);
  }
  // What scripts/compress.ts writes beside large files.
  for (const path of ['migration/index.html', 'assets/main-abc123.js', '404.html']) {
    const body = siteFiles[path] ?? '';
    writeFileSync(join(clientDir, path + '.br'), brotliCompressSync(body));
    writeFileSync(join(clientDir, path + '.gz'), gzipSync(body));
  }
  return { clientDir, remove: () => rmSync(clientDir, { recursive: true, force: true }) };
}
