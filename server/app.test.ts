// @vitest-environment node
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { readSiteConfig } from '../src/config/siteConfig';
import { createApp } from './app';

const clientDir = mkdtempSync(join(tmpdir(), 'site-'));
const files: Record<string, string> = {
  'index.html': '<h1>home en</h1>',
  'es/index.html': '<h1>home es</h1>',
  'migration/index.html': '<h1>migration en</h1>',
  'relocation/index.html': '<h1>relocation es</h1>',
  '404.html': '<h1>not found en</h1>',
  'es/404.html': '<h1>not found es</h1>',
  'assets/main-abc123.js': 'console.log(1)',
  'images/map.svg': '<svg/>',
};
for (const [path, body] of Object.entries(files)) {
  mkdirSync(dirname(join(clientDir, path)), { recursive: true });
  writeFileSync(join(clientDir, path), body);
}
// What scripts/compress.ts writes beside large files.
for (const path of ['migration/index.html', 'assets/main-abc123.js', '404.html']) {
  const body = files[path] ?? '';
  writeFileSync(join(clientDir, path + '.br'), brotliCompressSync(body));
  writeFileSync(join(clientDir, path + '.gz'), gzipSync(body));
}
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const app = createApp({ clientDir, site: readSiteConfig({}) });
const get = (path: string) => app.request(`http://127.0.0.1${path}`);

describe('static site server', () => {
  it('serves prerendered pages by URL', async () => {
    const res = await get('/migration');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toBe('<h1>migration en</h1>');
    expect(await (await get('/es')).text()).toBe('<h1>home es</h1>');
  });

  it('serves the not-found page of the language with status 404', async () => {
    const en = await get('/does-not-exist');
    expect(en.status).toBe(404);
    expect(await en.text()).toBe('<h1>not found en</h1>');
    const es = await get('/es/no-existe');
    expect(es.status).toBe(404);
    expect(await es.text()).toBe('<h1>not found es</h1>');
    expect((await get('/assets/missing.js')).status).toBe(404);
  });

  it('redirects default-language prefixes, trailing slashes and /contact permanently', async () => {
    const cases: [string, string][] = [
      ['/en/migration', '/migration'],
      ['/es/relocation', '/relocation'],
      ['/migration/', '/migration'],
      ['/contact', '/#contact'],
      ['/es/contact', '/es#contact'],
    ];
    for (const [from, to] of cases) {
      const res = await get(from);
      expect(res.status, from).toBe(301);
      expect(res.headers.get('location'), from).toBe(to);
    }
  });

  it('caches hashed assets for a year and other files briefly', async () => {
    const asset = await get('/assets/main-abc123.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const image = await get('/images/map.svg');
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(image.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('sends the precompressed copy the browser accepts, and plain bytes otherwise', async () => {
    const request = (path: string, acceptEncoding: string) =>
      app.request(`http://127.0.0.1${path}`, { headers: { 'Accept-Encoding': acceptEncoding } });

    const br = await request('/migration', 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('content-type')).toMatch(/^text\/html/);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(
      '<h1>migration en</h1>',
    );

    const gz = await request('/assets/main-abc123.js', 'gzip, br;q=0');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe('console.log(1)');

    const notFound = await request('/nothing-here', 'br');
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('content-encoding')).toBe('br');

    const plain = await request('/migration', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('<h1>migration en</h1>');
    // No precompressed copy (small files): plain bytes even when brotli is accepted.
    const small = await request('/es', 'br');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.text()).toBe('<h1>home es</h1>');
  });

  it('does not serve files outside the site', async () => {
    const res = await get('/..%2f..%2fetc%2fpasswd.txt');
    expect(res.status).toBe(404);
  });

  it('sends security headers on every response', async () => {
    for (const res of [await get('/'), await get('/nope'), await get('/assets/main-abc123.js')]) {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self' https://scheduling.example.com");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
    }
  });
});
