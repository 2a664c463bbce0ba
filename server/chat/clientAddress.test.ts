import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientAddress, rateLimitKey, readTrustedProxies } from './clientAddress';

afterEach(() => vi.restoreAllMocks());

describe('clientAddress', () => {
  const proxies = readTrustedProxies({ CHAT_TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.1, fd00::/8' });

  it.each([
    // [X-Forwarded-For, the connection's peer, client]
    [undefined, '192.0.2.1', '192.0.2.1'],
    ['203.0.113.9', '192.0.2.1', '203.0.113.9'],
    ['6.6.6.6, 203.0.113.9', '192.0.2.1', '203.0.113.9'],
    // A CDN and a load balancer, both trusted, each appended what it saw.
    ['6.6.6.6, 203.0.113.9, 10.1.2.3', '10.9.9.9', '203.0.113.9'],
    [' 6.6.6.6 ,203.0.113.9 ', '192.0.2.1', '203.0.113.9'],
    // A client that claims to be a trusted proxy is still the client.
    ['10.1.1.1, 203.0.113.9', '10.2.2.2', '203.0.113.9'],
    // Only trusted proxies in the chain: the leftmost one is the best known address.
    ['10.1.1.1', '10.2.2.2', '10.1.1.1'],
    ['', '192.0.2.1', '192.0.2.1'],
    ['203.0.113.9', '::ffff:192.0.2.1', '203.0.113.9'],
    ['2001:db8::7', 'fd00::1', '2001:db8::7'],
  ])('%j from %s is %s', (forwardedFor, peer, expected) => {
    expect(clientAddress(forwardedFor, peer, proxies)).toBe(expected);
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    // The port reached directly: the header is whatever the client wants its key to be.
    for (let i = 0; i < 5; i += 1) {
      expect(clientAddress(`198.51.100.${i}`, '203.0.113.50', proxies)).toBe('203.0.113.50');
    }
    expect(clientAddress('198.51.100.1', '192.0.2.1', readTrustedProxies({}))).toBe('192.0.2.1');
  });

  it('names an unknown client when there is no socket', () => {
    expect(clientAddress('198.51.100.1', undefined, proxies)).toBe('unknown');
  });
});

describe('clientAddress through a proxy that appends ports', () => {
  const proxies = readTrustedProxies({ CHAT_TRUSTED_PROXIES: '10.0.0.1' });

  it.each([
    ['203.0.113.9:4711', '203.0.113.9'],
    ['203.0.113.9:5122', '203.0.113.9'],
    ['[2001:db8::7]:4711', '2001:db8::7'],
    ['[2001:db8::7]', '2001:db8::7'],
  ])('reads %s as %s: one client, one key, whatever its port', (hop, address) => {
    expect(clientAddress(hop, '10.0.0.1', proxies)).toBe(address);
  });

  it('walks over a trusted proxy that sent its own port', () => {
    expect(clientAddress('203.0.113.9, 10.0.0.1:8080', '10.0.0.1', proxies)).toBe('203.0.113.9');
  });
});

describe('rateLimitKey', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:aa:bb:1:2:3:4', '2001:db8:aa:bb::/64'],
    ['2001:db8:aa:bb::1', '2001:db8:aa:bb::/64'],
    ['2001:0DB8:00aa::1', '2001:db8:aa:0::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['unknown', 'unknown'],
  ])('%s is %s', (address, key) => {
    expect(rateLimitKey(address)).toBe(key);
  });

  it('gives every address of one IPv6 /64 the same key', () => {
    const keys = new Set(
      Array.from({ length: 30 }, (_, i) => rateLimitKey(`2001:db8:1:2:${i.toString(16)}::${i}`)),
    );
    expect([...keys]).toEqual(['2001:db8:1:2::/64']);
  });
});

describe('readTrustedProxies', () => {
  it('reads addresses and CIDR ranges of either family and trusts none by default', () => {
    const proxies = readTrustedProxies({ CHAT_TRUSTED_PROXIES: '127.0.0.1,172.28.0.0/16, ::1' });
    expect(proxies.trusts('127.0.0.1')).toBe(true);
    expect(proxies.trusts('::ffff:127.0.0.1')).toBe(true);
    expect(proxies.trusts('172.28.3.4')).toBe(true);
    expect(proxies.trusts('172.29.0.1')).toBe(false);
    expect(proxies.trusts('::1')).toBe(true);
    expect(proxies.trusts('not an address')).toBe(false);
    expect(readTrustedProxies({}).trusts('127.0.0.1')).toBe(false);
  });

  it.each(['1', 'true', '10.0.0.0/33', '10.0.0.0/8/1', 'fd00::/129', 'proxy.internal'])(
    'stops the start on %j',
    (value) => {
      expect(() => readTrustedProxies({ CHAT_TRUSTED_PROXIES: value })).toThrow(
        /addresses or CIDR ranges/,
      );
    },
  );

  it.each(['0.0.0.0/0', '::/0', '10.0.0.1, 0.0.0.0/0'])(
    'stops the start on %j, which trusts every address',
    (value) => {
      expect(() => readTrustedProxies({ CHAT_TRUSTED_PROXIES: value })).toThrow(
        /trusts every address/,
      );
    },
  );

  it('tells that a hop count is no longer read', () => {
    expect(() => readTrustedProxies({ CHAT_TRUSTED_PROXIES: '2' })).toThrow(/no longer/);
  });

  it('tells that the old CHAT_TRUST_PROXY no longer counts', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readTrustedProxies({ CHAT_TRUST_PROXY: 'true' }).trusts('127.0.0.1')).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/CHAT_TRUSTED_PROXIES/));
  });
});
