import type { Pt } from '../geometry';
import { between } from '../random';
import type { Svg } from '../svg/document';
import { el } from '../svg/markup';
import { smooth } from '../svg/pathData';

/** Topographic contour rings around a centre, gently wobbling. */
export function contours(
  doc: Svg,
  cx: number,
  cy: number,
  o: { count: number; r0: number; step: number; color: string; opacity: number; squash?: number },
) {
  const r = doc.rand;
  const waves = [2, 3, 5].map((k) => ({
    k,
    a: between(r, 0.03, 0.08),
    ph: between(r, 0, Math.PI * 2),
  }));
  const paths: string[] = [];
  for (let i = 0; i < o.count; i++) {
    const rad = o.r0 + i * o.step;
    const pts: Pt[] = [];
    for (let j = 0; j < 40; j++) {
      const t = (j / 40) * Math.PI * 2;
      const wob = 1 + waves.reduce((s, w) => s + w.a * Math.sin(w.k * t + w.ph + i * 0.22), 0);
      pts.push([cx + Math.cos(t) * rad * wob, cy + Math.sin(t) * rad * wob * (o.squash ?? 1)]);
    }
    paths.push(smooth(pts, true));
  }
  doc.add(
    el('path', {
      d: paths.join(''),
      fill: 'none',
      stroke: o.color,
      'stroke-opacity': o.opacity,
      'stroke-width': 1,
    }),
  );
}
