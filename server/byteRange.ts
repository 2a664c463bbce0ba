/**
 * A single `Range: bytes=…` request against a representation of `size` bytes. Several ranges
 * in one header are answered with the whole file (allowed, and what static servers commonly do).
 */
export type ByteRange =
  { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

export function readByteRange(header: string | undefined, size: number): ByteRange {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    const length = Number(last);
    return length > 0 && size > 0
      ? { kind: 'part', start: Math.max(0, size - length), end: size - 1 }
      : { kind: 'unsatisfiable' };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  return start < size ? { kind: 'part', start, end } : { kind: 'unsatisfiable' };
}
