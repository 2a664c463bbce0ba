import { brandColors } from '../../../src/theme/tokens';
import type { Pt } from '../geometry';
import { n1, pt } from '../svg/format';
import { el } from '../svg/markup';
import { cardShadow } from './paperCard';

/**
 * Small objects for the card header art, drawn in the brand palette on the light paper
 * background: each returns markup centred on or anchored at the point it is given.
 */

/** Rounded rectangle path. */
export const roundRect = (x: number, y: number, w: number, h: number, r: number) =>
  `M${pt([x + r, y])}H${n1(x + w - r)}A${r} ${r} 0 0 1 ${pt([x + w, y + r])}V${n1(y + h - r)}` +
  `A${r} ${r} 0 0 1 ${pt([x + w - r, y + h])}H${n1(x + r)}A${r} ${r} 0 0 1 ${pt([x, y + h - r])}V${n1(y + r)}A${r} ${r} 0 0 1 ${pt([x + r, y])}Z`;

/** A lifted panel (shadow and fill). */
export const panel = (x: number, y: number, w: number, h: number, r: number, fill: string) => {
  const d = roundRect(x, y, w, h, r);
  return cardShadow(d) + el('path', { d, fill });
};

/** A tick in a disc: something done or included. */
export const tickBadge = ([x, y]: Pt, r: number, bg: string = brandColors.teal) =>
  el('circle', { cx: x, cy: y, r, fill: bg }) +
  el('path', {
    d: `M${pt([x - 0.42 * r, y + 0.02 * r])}L${pt([x - 0.1 * r, y + 0.34 * r])}L${pt([x + 0.45 * r, y - 0.3 * r])}`,
    fill: 'none',
    stroke: brandColors.white,
    'stroke-width': n1(0.2 * r),
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  });

/** A five-pointed star. */
export function star([x, y]: Pt, r: number, fill: string = brandColors.amber) {
  const points = Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const k = i % 2 === 0 ? r : r * 0.45;
    return pt([x + k * Math.cos(a), y + k * Math.sin(a)]);
  });
  return el('path', { d: `M${points.join('L')}Z`, fill });
}

/** A graduation cap seen from the front. */
export const gradCap = ([x, y]: Pt, s: number, fill: string = brandColors.navy) =>
  el('path', {
    d: `M${pt([x - s, y])}L${pt([x, y - 0.45 * s])}L${pt([x + s, y])}L${pt([x, y + 0.45 * s])}Z`,
    fill,
  }) +
  el('path', {
    d: `M${pt([x - 0.6 * s, y + 0.25 * s])}V${n1(y + 0.7 * s)}Q${pt([x, y + 1.0 * s])} ${pt([x + 0.6 * s, y + 0.7 * s])}V${n1(y + 0.25 * s)}L${pt([x, y + 0.45 * s])}Z`,
    fill,
    opacity: 0.85,
  }) +
  el('path', {
    d: `M${pt([x + 0.75 * s, y + 0.1 * s])}V${n1(y + 0.75 * s)}`,
    stroke: brandColors.amber,
    'stroke-width': n1(0.08 * s),
    'stroke-linecap': 'round',
  });

/** A closed book lying flat, spine to the left. */
export const book = (x: number, y: number, w: number, h: number, cover: string) =>
  panel(x, y, w, h, 10, cover) +
  el('rect', {
    x: x + 14,
    y: y + h - 16,
    width: w - 22,
    height: 8,
    rx: 4,
    fill: brandColors.paper,
  }) +
  el('rect', { x, y, width: 14, height: h, rx: 6, fill: brandColors.ink, opacity: 0.25 });

/** A dashed route between two points, bending upwards. */
export const dashedRoute = (a: Pt, b: Pt, lift: number, color: string = brandColors.steel) =>
  el('path', {
    d: `M${pt(a)}Q${pt([(a[0] + b[0]) / 2, Math.min(a[1], b[1]) - lift])} ${pt(b)}`,
    fill: 'none',
    stroke: color,
    'stroke-width': 4,
    'stroke-dasharray': '2 13',
    'stroke-linecap': 'round',
  });

/** Two small accent dots, the signature of the paper illustrations. */
export const accents = (a: Pt, b: Pt) =>
  el('circle', { cx: a[0], cy: a[1], r: 12, fill: brandColors.teal, opacity: 0.8 }) +
  el('circle', { cx: b[0], cy: b[1], r: 9, fill: brandColors.coral, opacity: 0.9 });
