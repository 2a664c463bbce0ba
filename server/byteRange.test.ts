import { describe, expect, it } from 'vitest';
import { readByteRange } from './byteRange';

describe('readByteRange', () => {
  it.each([
    [undefined, { kind: 'whole' }],
    ['bytes=0-3', { kind: 'part', start: 0, end: 3 }],
    ['bytes=5-', { kind: 'part', start: 5, end: 9 }],
    ['bytes=5-100', { kind: 'part', start: 5, end: 9 }],
    ['bytes=-4', { kind: 'part', start: 6, end: 9 }],
    ['bytes=-40', { kind: 'part', start: 0, end: 9 }],
    ['bytes=10-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=4-2', { kind: 'whole' }],
    ['bytes=0-1,3-4', { kind: 'whole' }],
    ['items=0-1', { kind: 'whole' }],
    ['bytes=-', { kind: 'whole' }],
  ])('%s of 10 bytes', (header, expected) => {
    expect(readByteRange(header, 10)).toEqual(expected);
  });
});
