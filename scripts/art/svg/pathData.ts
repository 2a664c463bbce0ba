import { must } from '../must';
import type { Pt } from '../geometry';
import { n1, pt } from './format';

/**
 * d3-geo path context that writes compact SVG path data: coordinates rounded to 0.1 px,
 * relative line-tos, points closer than `minDist` dropped and rings smaller than `minSize`
 * skipped (tiny islands add bytes, not beauty).
 */
export class PathSink {
  private out: string[] = [];
  private ring: Pt[] = [];
  constructor(
    private minDist: number,
    private minSize: number,
  ) {}
  moveTo(x: number, y: number) {
    this.flush(false);
    this.ring = [[Math.round(x * 10), Math.round(y * 10)]];
  }
  lineTo(x: number, y: number) {
    const p: Pt = [Math.round(x * 10), Math.round(y * 10)];
    const last = this.ring[this.ring.length - 1];
    if (last && Math.hypot(p[0] - last[0], p[1] - last[1]) < this.minDist * 10) return;
    this.ring.push(p);
  }
  closePath() {
    this.flush(true);
  }
  beginPath() {}
  arc() {}
  result() {
    this.flush(false);
    return this.out.join('');
  }
  private flush(closed: boolean) {
    const r = this.ring;
    this.ring = [];
    if (r.length < (closed ? 3 : 2)) return;
    const xs = r.map((p) => p[0]);
    const ys = r.map((p) => p[1]);
    const size = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
    if (size < this.minSize * 10) return;
    const num = (t: number) => n1(t / 10);
    const sep = (s: string) => (s.startsWith('-') ? s : ` ${s}`);
    const [first, ...rest] = r;
    if (!first) return;
    let d = `M${num(first[0])}${sep(num(first[1]))}l`;
    let prev = first;
    for (const p of rest) {
      d += sep(num(p[0] - prev[0])) + sep(num(p[1] - prev[1]));
      prev = p;
    }
    this.out.push(d.replace('l ', 'l') + (closed ? 'z' : ''));
  }
}

/** Smooth closed or open curve through points (Catmull-Rom → cubic Bézier). */
export function smooth(points: Pt[], closed = false): string {
  const n = points.length;
  const at = (i: number): Pt =>
    must(
      closed ? points[(i + n) % n] : points[Math.max(0, Math.min(n - 1, i))],
      `curve point ${i}`,
    );
  let d = `M${pt(at(0))}`;
  const segs = closed ? n : n - 1;
  for (let i = 0; i < segs; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${pt(c1)} ${pt(c2)} ${pt(p2)}`;
  }
  return d + (closed ? 'Z' : '');
}
