import type { Pt } from '../geometry';
import type { Svg } from '../svg/document';
import { pt } from '../svg/format';
import { el, type Attrs } from '../svg/markup';

/** Face-less head-and-shoulders silhouette centred at (cx, cy), size s: people, never portraits. */
export function bust(cx: number, cy: number, s: number, fill: string, extra: Attrs = {}) {
  const sh =
    `M${pt([cx - 0.48 * s, cy + 0.62 * s])}C${pt([cx - 0.48 * s, cy + 0.16 * s])} ${pt([cx - 0.27 * s, cy + 0.04 * s])} ${pt([cx, cy + 0.04 * s])}` +
    `C${pt([cx + 0.27 * s, cy + 0.04 * s])} ${pt([cx + 0.48 * s, cy + 0.16 * s])} ${pt([cx + 0.48 * s, cy + 0.62 * s])}Z`;
  return el(
    'g',
    { fill, ...extra },
    el('circle', { cx, cy: cy - 0.27 * s, r: 0.21 * s }) + el('path', { d: sh }),
  );
}

/** Round "person node": coloured disc with a bust clipped inside. */
export function personNode(doc: Svg, [x, y]: Pt, r: number, bg: string, fg: string, ring = true) {
  const clip = doc.clip(el('circle', { cx: x, cy: y, r }));
  doc.add(
    el('circle', { cx: x, cy: y, r, fill: bg }),
    bust(x, y + r * 0.22, r * 1.45, fg, { 'clip-path': clip }),
  );
  if (ring)
    doc.add(
      el('circle', {
        cx: x,
        cy: y,
        r: r + 5,
        fill: 'none',
        stroke: bg,
        'stroke-opacity': 0.45,
        'stroke-width': 1.5,
      }),
    );
}
