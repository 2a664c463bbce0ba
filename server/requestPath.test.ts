import { describe, expect, it } from 'vitest';
import { readRequestPath, sameSiteLocation } from './requestPath';

describe('readRequestPath', () => {
  it.each([
    ['/migration', { kind: 'path', path: '/migration' }],
    ['/migraci%C3%B3n', { kind: 'path', path: '/migración' }],
    ['//evil.com/', { kind: 'foreign' }],
    ['/%2fevil.com/', { kind: 'foreign' }],
    ['/%5cevil.com/', { kind: 'foreign' }],
    ['/a%5cb', { kind: 'foreign' }],
    ['/%09/evil.com/', { kind: 'malformed' }],
    ['/%E0%A4%A', { kind: 'malformed' }],
    ['/%', { kind: 'malformed' }],
    ['/%zz', { kind: 'malformed' }],
    ['/x%0d%0aSet-Cookie:%20a=b/', { kind: 'malformed' }],
    ['/%7f', { kind: 'malformed' }],
  ])('%s', (raw, expected) => {
    expect(readRequestPath(raw)).toEqual(expected);
  });
});

describe('sameSiteLocation', () => {
  it('keeps a path on this site, encoded, with its query', () => {
    expect(sameSiteLocation('/a b?c#d', '?x=1')).toBe('/a%20b%3Fc%23d?x=1');
    expect(sameSiteLocation('/')).toBe('/');
  });

  it.each(['//evil.com', '/\\evil.com', 'evil.com', 'https://evil.com', ''])(
    'refuses %j',
    (path) => {
      expect(sameSiteLocation(path)).toBeNull();
    },
  );
});
