import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cspScriptHash, inlineScriptHashes } from './cspHashes';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the exact text of every inline script that runs, once', () => {
    const pages = [
      '<script>a()</script><script src="/x.js"></script><script type="module">b()</script>',
      '<script>a()</script><script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script type="importmap">{"imports":{}}</script><script> </script>',
    ];
    expect(inlineScriptHashes(pages)).toEqual(
      [sha('a()'), sha('b()'), sha('{"imports":{}}')].sort(),
    );
    expect(cspScriptHash('a()')).toBe(sha('a()'));
  });
});
