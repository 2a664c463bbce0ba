import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientAddress, readTrustedProxies } from './clientAddress';

afterEach(() => vi.restoreAllMocks());

describe('clientAddress', () => {
  it.each([
    // [X-Forwarded-For, trusted proxies, key]
    [undefined, 0, '192.0.2.1'],
    ['203.0.113.9', 0, '192.0.2.1'],
    ['203.0.113.9', 1, '203.0.113.9'],
    ['6.6.6.6, 203.0.113.9', 1, '203.0.113.9'],
    ['6.6.6.6, 203.0.113.9, 198.51.100.7', 2, '203.0.113.9'],
    [' 6.6.6.6 ,203.0.113.9 ', 1, '203.0.113.9'],
    ['203.0.113.9', 2, '203.0.113.9'],
    [undefined, 1, '192.0.2.1'],
    ['', 1, '192.0.2.1'],
  ])('%j behind %i proxies is %s', (forwardedFor, proxies, expected) => {
    expect(clientAddress(forwardedFor, '192.0.2.1', proxies)).toBe(expected);
  });

  it('names an unknown client when there is neither header nor socket', () => {
    expect(clientAddress(undefined, undefined, 0)).toBe('unknown');
  });
});

describe('readTrustedProxies', () => {
  it('reads a whole number and defaults to none', () => {
    expect(readTrustedProxies({})).toBe(0);
    expect(readTrustedProxies({ CHAT_TRUSTED_PROXIES: '2' })).toBe(2);
    expect(() => readTrustedProxies({ CHAT_TRUSTED_PROXIES: 'true' })).toThrow(/whole number/);
  });

  it('tells that the old CHAT_TRUST_PROXY no longer counts', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readTrustedProxies({ CHAT_TRUST_PROXY: 'true' })).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/CHAT_TRUSTED_PROXIES/));
  });
});
