import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { readSiteConfig } from '../src/config/siteConfig';
import { createApp } from './app';
import { cspScriptHash } from './cspHashes';
import { createSiteFixture, inlineScript } from './testing/siteFixture';

const { clientDir, remove } = createSiteFixture();
afterAll(remove);

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

  it('gives a page one URL: its file name redirects, and a trailing slash after a default prefix redirects once', async () => {
    const cases: [string, string][] = [
      ['/index.html', '/'],
      ['/es/index.html', '/es'],
      ['/migration/index.html?x=1', '/migration?x=1'],
      ['/es/relocation/index.html', '/relocation'],
      ['/es/relocation/', '/relocation'],
      ['/en/migration/', '/migration'],
    ];
    for (const [from, to] of cases) {
      const res = await get(from);
      expect(res.status, from).toBe(301);
      expect(res.headers.get('location'), from).toBe(to);
    }
    for (const page of ['/', '/es', '/migration', '/relocation']) {
      expect((await get(page)).status, page).toBe(200);
    }
  });

  it('answers the not-found pages by their file names with 404', async () => {
    const en = await get('/404.html');
    expect(en.status).toBe(404);
    expect(await en.text()).toBe('<h1>not found en</h1>');
    const es = await get('/es/404.html');
    expect(es.status).toBe(404);
    expect(await es.text()).toBe('<h1>not found es</h1>');
  });

  it('answers an unknown /api/ path 404 and never cached', async () => {
    const res = await get('/api/unknown');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ error: 'Not found' });
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
      expect(csp).toMatch(/script-src 'self' [^;]*https:\/\/scheduling\.example\.com/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
    }
  });
});

describe('hostile and odd requests', () => {
  it.each(['//evil.com/', '/%2fevil.com/', '///evil.com/', '/%5cevil.com/', '/%5c%5cevil.com/'])(
    '%s never redirects to another site',
    async (path) => {
      const res = await get(path);
      expect(res.headers.get('location')).toBeNull();
      expect(res.status).toBe(404);
      expect(await res.text()).toBe('<h1>not found en</h1>');
    },
  );

  it.each([
    '/%09/evil.com/',
    '/%E0%A4%A',
    '/%',
    '/%zz',
    '/assets/%E0%A4%A.js',
    '/x%0d%0aSet-Cookie:%20a=b/',
    '/a%00b',
  ])('%s is a bad request, not a server error', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('keeps redirects on the site, percent-encoded, with the query', async () => {
    const res = await get('/migración%20x/?utm=1');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/migraci%C3%B3n%20x?utm=1');
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('%s on a page is 405 with Allow', async (method) => {
    for (const path of ['/', '/migration', '/assets/main-abc123.js', '/nope']) {
      const res = await app.request(`http://127.0.0.1${path}`, { method });
      expect(res.status, path).toBe(405);
      expect(res.headers.get('allow'), path).toBe('GET, HEAD');
    }
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await app.request('http://127.0.0.1/migration', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String('<h1>migration en</h1>'.length));
    expect(await res.text()).toBe('');
  });

  it('does not serve the static-host header file', async () => {
    expect((await get('/_headers')).status).toBe(404);
  });

  it('answers /healthz for orchestrators', async () => {
    const res = await get('/healthz');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toBe('ok');
  });
});

describe('security headers', () => {
  it('send HSTS and CORP, and no obsolete Permissions-Policy feature', async () => {
    for (const res of [await get('/'), await get('/nope'), await get('/%zz')]) {
      expect(res.headers.get('strict-transport-security')).toBe(
        'max-age=63072000; includeSubDomains',
      );
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('permissions-policy')).not.toContain('interest-cohort');
    }
  });

  it('allow the inline scripts of the built pages by hash, and no other', async () => {
    const csp = (await get('/')).headers.get('content-security-policy') ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(scriptSrc).toContain(cspScriptHash(inlineScript));
    expect(scriptSrc.filter((source) => source.startsWith("'sha256-"))).toHaveLength(1);
  });
});

describe('revalidation and ranges', () => {
  const request = (path: string, headers: Record<string, string>) =>
    app.request(`http://127.0.0.1${path}`, { headers });

  it('sends ETag and Last-Modified, and 304 when the copy is current', async () => {
    const first = await get('/migration');
    const etag = first.headers.get('etag') ?? '';
    const lastModified = first.headers.get('last-modified') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(new Date(lastModified).getTime()).toBeGreaterThan(0);

    const byTag = await request('/migration', { 'If-None-Match': etag });
    expect(byTag.status).toBe(304);
    expect(await byTag.text()).toBe('');
    expect(byTag.headers.get('etag')).toBe(etag);
    expect(byTag.headers.get('cache-control')).toBe('no-cache');
    expect(byTag.headers.get('x-content-type-options')).toBe('nosniff');

    const byDate = await request('/migration', { 'If-Modified-Since': lastModified });
    expect(byDate.status).toBe(304);
    expect((await request('/migration', { 'If-None-Match': '"other"' })).status).toBe(200);
  });

  it('answers 412 when If-Match or If-Unmodified-Since fails (RFC 9110 §13.2.2)', async () => {
    const current = await get('/migration');
    const etag = current.headers.get('etag') ?? '';
    const lastModified = new Date(current.headers.get('last-modified') ?? '');
    const before = new Date(lastModified.getTime() - 1000).toUTCString();

    const otherTag = await request('/migration', { 'If-Match': '"an older version"' });
    expect(otherTag.status).toBe(412);
    expect((await request('/migration', { 'If-Match': `W/${etag}` })).status).toBe(412);
    const modified = await request('/migration', { 'If-Unmodified-Since': before });
    expect(modified.status).toBe(412);
    // A range request whose precondition fails gets no part either.
    const ranged = await request('/assets/main-abc123.js', {
      'If-Match': '"x"',
      Range: 'bytes=0-6',
    });
    expect(ranged.status).toBe(412);

    expect((await request('/migration', { 'If-Match': `"x", ${etag}` })).status).toBe(200);
    expect((await request('/migration', { 'If-Match': '*' })).status).toBe(200);
    const unchanged = lastModified.toUTCString();
    expect((await request('/migration', { 'If-Unmodified-Since': unchanged })).status).toBe(200);
    // If-Match decides alone when both are sent.
    expect(
      (await request('/migration', { 'If-Match': etag, 'If-Unmodified-Since': before })).status,
    ).toBe(200);
    // Preconditions apply to what exists: a missing page is still 404.
    expect((await request('/no-such-page', { 'If-Match': '"x"' })).status).toBe(404);
  });

  it('gives each encoding its own ETag', async () => {
    const br = await request('/migration', { 'Accept-Encoding': 'br' });
    const plain = await request('/migration', { 'Accept-Encoding': 'identity' });
    expect(br.headers.get('etag')).not.toBe(plain.headers.get('etag'));
  });

  it('answers a byte range with 206, and 416 beyond the end', async () => {
    const part = await request('/assets/main-abc123.js', { Range: 'bytes=0-6' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 0-6/14');
    expect(await part.text()).toBe('console');
    const suffix = await request('/assets/main-abc123.js', { Range: 'bytes=-3' });
    expect(await suffix.text()).toBe('(1)');

    const beyond = await request('/assets/main-abc123.js', { Range: 'bytes=100-' });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */14');

    const changed = await request('/assets/main-abc123.js', {
      Range: 'bytes=0-6',
      'If-Range': '"an older version"',
    });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe('console.log(1)');
  });
});
