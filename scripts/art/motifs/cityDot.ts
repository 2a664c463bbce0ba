import { brandColors } from '../../../src/theme/tokens';
import type { Pt } from '../geometry';
import type { Svg } from '../svg/document';
import { el } from '../svg/markup';

/** A glowing city light: soft halo + bright core. */
export function cityDot(doc: Svg, [x, y]: Pt, o: { r: number; color?: string; halo?: number }) {
  const color = o.color ?? brandColors.amber;
  const r = o.r;
  const halo = doc.radial([
    [0, color, 0.75],
    [0.35, color, 0.25],
    [1, color, 0],
  ]);
  doc.add(
    el('circle', { cx: x, cy: y, r: r * (o.halo ?? 5), fill: halo }),
    el('circle', { cx: x, cy: y, r, fill: brandColors.paper }),
    el('circle', {
      cx: x,
      cy: y,
      r: r * 1.9,
      fill: 'none',
      stroke: color,
      'stroke-width': 1.2,
      'stroke-opacity': 0.7,
    }),
  );
}
