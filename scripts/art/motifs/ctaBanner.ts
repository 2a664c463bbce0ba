import { brandColors } from '../../../src/theme/tokens';
import type { Pt } from '../geometry';
import { Svg, fullRect } from '../svg/document';
import { n1 } from '../svg/format';
import { el } from '../svg/markup';
import { drawArcs, quad } from './arcs';
import { backdrop } from './backdrop';
import { cityDot } from './cityDot';
import { dotGrid } from './dotGrid';

/**
 * A mask reads luminance: black hides, white shows. These are mask values, not colours of the
 * art, so they are not brand tokens.
 */
const MASK_HIDE = '#000';
const MASK_SHOW = '#fff';

/** Mask that hides the centre, where the banner's text sits: visible edges, hidden middle. */
function edgeMask(doc: Svg, cx: number, cy: number, rx: number, ry: number) {
  const rg = doc.radial(
    [
      [0.35, MASK_HIDE],
      [1, MASK_SHOW],
    ],
    {
      cx,
      cy,
      r: Math.max(rx, ry),
      gradientUnits: 'userSpaceOnUse',
      gradientTransform: `translate(${cx} ${cy}) scale(1 ${n1(ry / rx)}) translate(${-cx} ${-cy})`,
    },
  );
  return doc.mask(fullRect(doc, rg));
}

/** Concentric arcs radiating from a corner. */
function cornerRipples(
  doc: Svg,
  [cx, cy]: Pt,
  r0: number,
  step: number,
  count: number,
  color: string,
) {
  for (let i = 0; i < count; i++) {
    doc.add(
      el('circle', {
        cx,
        cy,
        r: r0 + i * step,
        fill: 'none',
        stroke: color,
        'stroke-width': i % 3 === 0 ? 2 : 1,
        'stroke-opacity': 0.55 - i * (0.45 / count),
        'stroke-dasharray': i % 2 ? '1 7' : undefined,
        'stroke-linecap': 'round',
      }),
    );
  }
}

/**
 * Call-to-action banner: lively corners (ripples, short flights ending in city lights) around
 * a calm centre that keeps the overlaid text readable.
 */
export function ctaBanner(
  name: string,
  w: number,
  h: number,
  corners: [Pt, Pt],
  flights: [from: Pt, to: Pt, bend: number][],
) {
  const doc = new Svg(name, w, h);
  backdrop(
    doc,
    [brandColors.blue, brandColors.navy, brandColors.ink],
    [
      {
        x: corners[0][0],
        y: corners[0][1],
        r: Math.max(w, h) * 0.45,
        color: brandColors.steel,
        opacity: 0.8,
      },
      {
        x: corners[1][0],
        y: corners[1][1],
        r: Math.max(w, h) * 0.45,
        color: brandColors.steel,
        opacity: 0.8,
      },
      {
        x: corners[0][0],
        y: corners[0][1],
        r: Math.max(w, h) * 0.25,
        color: brandColors.coral,
        opacity: 0.16,
      },
      {
        x: corners[1][0],
        y: corners[1][1],
        r: Math.max(w, h) * 0.25,
        color: brandColors.amber,
        opacity: 0.14,
      },
    ],
  );
  const mask = edgeMask(doc, w / 2, h / 2, w * 0.55, h * 0.55);
  dotGrid(doc, brandColors.mist, 0.22, 22, mask);
  const min = Math.min(w, h);
  cornerRipples(doc, corners[0], min * 0.22, min * 0.09, 6, brandColors.coral);
  cornerRipples(doc, corners[1], min * 0.22, min * 0.09, 6, brandColors.amber);
  const arcs = flights.map(([a, b, bend]) => quad(a, b, bend));
  drawArcs(doc, arcs, { width: 2, fadeIn: 0 });
  arcs.forEach((a) => cityDot(doc, a.b, { r: 3.5 }));
  // extra calm in the middle for the text
  const calm = doc.radial([
    [0, brandColors.navy, 0.6],
    [1, brandColors.navy, 0],
  ]);
  doc.add(el('ellipse', { cx: w / 2, cy: h / 2, rx: w * 0.36, ry: h * 0.36, fill: calm }));
  return doc;
}
