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
    ['identity', []],
    ['', []],
  ])('%j allows %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });

  it('allows nothing without the header', () => {
    expect(acceptedEncodings(undefined)).toEqual([]);
  });
});
