import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readSiteConfig } from '../src/config/siteConfig';
import { createApp } from './app';
import { securityHeaderList, securityHeaderOptions } from './securityHeaders';
import { headersFile, nginxConf } from './staticHostHeaders';
import { createSiteFixture } from './testing/siteFixture';

const site = readSiteConfig({});

// Building a site fixture and an app takes seconds on a busy 2-core machine: the limit is for
// a hang, not for how fast the machine is.
describe('headers for static hosts', { timeout: 60_000 }, () => {
  it('are exactly the headers the server sends', async () => {
    const fixture = createSiteFixture();
    try {
      const served = await createApp({ clientDir: fixture.clientDir, site }).request(
        'http://127.0.0.1/assets/main-abc123.js',
      );
      const list = await securityHeaderList(securityHeaderOptions(site));
      expect(list.length).toBeGreaterThan(8);
      const file = headersFile(list);
      const nginx = nginxConf(list);
      for (const [name, value] of list) {
        // The fixture has one inline script, which the server allows by hash.
        if (name !== 'Content-Security-Policy') expect(served.headers.get(name)).toBe(value);
        expect(file).toContain(`  ${name}: ${value}\n`);
        expect(nginx).toContain(`add_header ${name} "${value}" always;`);
      }
      expect(file).toContain(`/assets/*\n  Cache-Control: ${served.headers.get('cache-control')}`);
    } finally {
      fixture.remove();
    }
  });

  it('nginx sends every header in every location and each language its not-found page', async () => {
    const nginx = nginxConf(await securityHeaderList(securityHeaderOptions(site)));
    const locations = nginx.split(/\n {4}location /).slice(1);
    for (const block of locations.filter((b) => !b.startsWith('/api/'))) {
      expect(block).toContain('add_header Strict-Transport-Security');
      expect(block).toContain('add_header Cache-Control');
    }
    expect(nginx).toContain('error_page 404 /es/404.html;');
    expect(nginx).toContain('error_page 404 /404.html;');
  });

  it('docs/nginx.conf (npm run docs:nginx) is the block for the default configuration', () => {
    const example = readFileSync('docs/nginx.conf', 'utf8');
    expect(example).toContain('add_header Cross-Origin-Resource-Policy "same-origin" always;');
    expect(example).toContain("script-src 'self'");
  });
});
