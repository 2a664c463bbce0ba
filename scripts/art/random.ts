import type { Box, Pt } from './geometry';

/**
 * mulberry32: a tiny seedable PRNG. Each image seeds it with its own name, so re-running the
 * script only changes a file when its code changes.
 */
export function rng(seed: string) {
  let a = 0;
  for (const ch of seed) a = (Math.imul(a, 31) + ch.charCodeAt(0)) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export type Rand = ReturnType<typeof rng>;

export const between = (r: Rand, a: number, b: number) => a + (b - a) * r();

/** Random, well-spaced points in a box (rejection sampling). */
export function scatter(r: Rand, n: number, [x0, y0, x1, y1]: Box, minGap: number): Pt[] {
  const pts: Pt[] = [];
  for (let tries = 0; pts.length < n && tries < n * 400; tries++) {
    const p: Pt = [between(r, x0, x1), between(r, y0, y1)];
    if (pts.every((q) => Math.hypot(q[0] - p[0], q[1] - p[1]) >= minGap)) pts.push(p);
  }
  return pts;
}
