import { describe, expect, it } from 'vitest';
import { acceptedEncodings } from './encodings';

describe('acceptedEncodings', () => {
  it.each([
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['gzip', ['gzip']],
    ['br;q=1.0, gzip;q=0.8', ['br', 'gzip']],
    ['BR', ['br']],
    ['gzip;q=0, br', ['br']],
    ['br;q=0', []],
    ['*', ['br', 'gzip']],
    // RFC 9110 §12.5.3: `*` never overrides an explicit q=0.
    ['br;q=0, *', ['gzip']],
    ['*, gzip;q=0', ['br']],
    ['br;q=0.000, gzip;q=0, *;q=1', []],
    ['*;q=0', []],
    ['gzip;q=0.5, *;q=0', ['gzip']],
    // The client's weights order them; brotli first only where they weigh the same.
    ['gzip;q=1, br;q=0.5', ['gzip', 'br']],
    ['br;q=0.5, gzip', ['gzip', 'br']],
    ['gzip;q=0.8, br;q=0.8', ['br', 'gzip']],
    ['identity', []],
    ['', []],
  ])('%j allows %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });

  it('allows nothing without the header', () => {
    expect(acceptedEncodings(undefined)).toEqual([]);
  });
});
