import type { Pt } from '../geometry';
import { between } from '../random';
import type { Svg } from '../svg/document';
import { el } from '../svg/markup';
import { smooth } from '../svg/pathData';

/** Gently flowing horizontal lines (a calm "data" texture). */
export function flowLines(
  doc: Svg,
  o: { count: number; y0: number; y1: number; color: string; opacity: number; amp: number },
) {
  const r = doc.rand;
  const ph = between(r, 0, 6);
  const paths: string[] = [];
  for (let i = 0; i < o.count; i++) {
    const base = o.y0 + ((o.y1 - o.y0) * i) / (o.count - 1);
    const pts: Pt[] = [];
    for (let x = -40; x <= doc.w + 40; x += doc.w / 8) {
      pts.push([x, base + Math.sin(x / 260 + ph + i * 0.35) * o.amp + Math.sin(x / 97 + i) * 5]);
    }
    paths.push(smooth(pts));
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
