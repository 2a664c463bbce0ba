import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSiteFiles } from './staticFiles';
import { staticSite } from './staticSite';
import { createSiteFixture } from './testing/siteFixture';

const fixture = createSiteFixture();
afterAll(fixture.remove);

describe('files above the in-memory size', () => {
  const app = new Hono().get(
    '*',
    staticSite(loadSiteFiles(fixture.clientDir, { maxMemoryBytes: 4 })),
  );
  const get = (headers: Record<string, string> = {}, method = 'GET') =>
    app.request('http://127.0.0.1/assets/main-abc123.js', { headers, method });

  it('are streamed from disk, whole or by range', async () => {
    const whole = await get();
    expect(whole.headers.get('content-length')).toBe('14');
    expect(await whole.text()).toBe('console.log(1)');
    const part = await get({ Range: 'bytes=8-' });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('log(1)');
    const head = await get({}, 'HEAD');
    expect(head.headers.get('content-length')).toBe('14');
    expect(await head.text()).toBe('');
  });
});
