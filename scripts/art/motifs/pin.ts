import { brandColors } from '../../../src/theme/tokens';
import type { Pt } from '../geometry';
import type { Svg } from '../svg/document';
import { n1, pt } from '../svg/format';
import { el } from '../svg/markup';

/** Map pin of size s, its tip at (x, y): marks the destination of a journey. */
export function pin(doc: Svg, [x, y]: Pt, s: number) {
  const d =
    `M${pt([x, y])}C${pt([x - 0.32 * s, y - 0.45 * s])} ${pt([x - 0.62 * s, y - 0.72 * s])} ${pt([x - 0.62 * s, y - 1.08 * s])}` +
    `A${n1(0.62 * s)} ${n1(0.62 * s)} 0 1 1 ${pt([x + 0.62 * s, y - 1.08 * s])}` +
    `C${pt([x + 0.62 * s, y - 0.72 * s])} ${pt([x + 0.32 * s, y - 0.45 * s])} ${pt([x, y])}Z`;
  doc.add(
    el('ellipse', {
      cx: x,
      cy: y + 2,
      rx: s * 0.35,
      ry: s * 0.1,
      fill: brandColors.ink,
      opacity: 0.3,
    }),
    el('path', { d, fill: brandColors.coral }),
    el('circle', { cx: x, cy: y - 1.08 * s, r: 0.26 * s, fill: brandColors.paper }),
  );
}
