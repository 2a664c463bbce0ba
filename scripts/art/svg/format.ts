import type { Pt } from '../geometry';

/** At most one decimal and no leading zero: a tenth of a pixel is invisible, bytes are not. */
export function n1(v: number): string {
  const s = String(Math.round(v * 10) / 10);
  return s === '-0' ? '0' : s.replace(/^(-?)0\./, '$1.');
}

/** A point as "x y" for path data. */
export const pt = ([x, y]: Pt) => `${n1(x)} ${n1(y)}`;
