// @vitest-environment node
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
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
