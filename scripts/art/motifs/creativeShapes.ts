import { brandColors } from '../../../src/theme/tokens';
import type { Pt } from '../geometry';
import type { Svg } from '../svg/document';
import { n1, pt } from '../svg/format';
import { el } from '../svg/markup';

/** Abstract creative composition: circles, rings, a dot swatch, a zig-zag. */
export function creativeShapes(doc: Svg, x: number, y: number, s: number) {
  const P = (dx: number, dy: number): Pt => [x + dx * s, y + dy * s];
  const amberCoral = doc.linear(
    [
      [0, brandColors.amber],
      [1, brandColors.coral],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  const blueSky = doc.linear(
    [
      [0, brandColors.steel],
      [1, brandColors.mist],
    ],
    { x1: 0, y1: 1, x2: 1, y2: 0 },
  );
  const [c1, c2, c3, c4] = [P(0.5, 0.45), P(0.78, 0.7), P(0.22, 0.78), P(0.8, 0.22)];
  doc.add(
    el('circle', { cx: c1[0], cy: c1[1], r: 0.27 * s, fill: amberCoral, opacity: 0.92 }),
    // quarter disc in blue
    el('path', {
      d: `M${pt(c2)}h${n1(0.26 * s)}a${n1(0.26 * s)} ${n1(0.26 * s)} 0 0 1 ${n1(-0.26 * s)} ${n1(0.26 * s)}z`,
      fill: blueSky,
      opacity: 0.9,
    }),
    // half disc in teal
    el('path', {
      d: `M${pt([c3[0] - 0.15 * s, c3[1]])}a${n1(0.15 * s)} ${n1(0.15 * s)} 0 0 1 ${n1(0.3 * s)} 0z`,
      fill: brandColors.teal,
      opacity: 0.85,
    }),
    // ring
    el('circle', {
      cx: c4[0],
      cy: c4[1],
      r: 0.1 * s,
      fill: 'none',
      stroke: brandColors.mist,
      'stroke-width': 0.025 * s,
      opacity: 0.8,
    }),
    // dotted swatch square
    el('rect', {
      x: P(0.08, 0.1)[0],
      y: P(0.08, 0.1)[1],
      width: 0.22 * s,
      height: 0.22 * s,
      fill: doc.dots(0.03 * s, 0.007 * s, brandColors.sand, 0.7),
    }),
    // overlapping outline circle
    el('circle', {
      cx: c1[0] + 0.17 * s,
      cy: c1[1] - 0.12 * s,
      r: 0.17 * s,
      fill: 'none',
      stroke: brandColors.sand,
      'stroke-opacity': 0.6,
      'stroke-width': 1.5,
    }),
  );
  // zig-zag
  const zz: string[] = [];
  for (let i = 0; i <= 6; i++) zz.push(pt(P(0.1 + i * 0.05, i % 2 ? 0.5 : 0.46)));
  doc.add(
    el('path', {
      d: `M${zz.join('L')}`,
      fill: 'none',
      stroke: brandColors.amber,
      'stroke-width': 0.012 * s,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
  );
  // palette swatches along an arc
  const sw = [
    brandColors.blue,
    brandColors.steel,
    brandColors.mist,
    brandColors.teal,
    brandColors.amber,
    brandColors.coral,
  ];
  sw.forEach((col, i) => {
    const a = Math.PI * (1.05 + i * 0.11);
    const [px, py] = [c1[0] + Math.cos(a) * 0.42 * s, c1[1] + Math.sin(a) * 0.42 * s];
    doc.add(
      el('circle', {
        cx: px,
        cy: py,
        r: 0.035 * s,
        fill: col,
        stroke: brandColors.sand,
        'stroke-width': 1.5,
        'stroke-opacity': 0.5,
      }),
    );
  });
  // sparkle crosses
  for (const [dx, dy, k] of [
    [0.92, 0.5, 1],
    [0.35, 0.05, 0.7],
    [0.05, 0.6, 0.8],
  ] as const) {
    const [px, py] = P(dx, dy);
    const l = 0.025 * s * k;
    doc.add(
      el('path', {
        d: `M${pt([px - l, py])}h${n1(2 * l)}M${pt([px, py - l])}v${n1(2 * l)}`,
        stroke: brandColors.sand,
        'stroke-width': 2,
        'stroke-linecap': 'round',
        'stroke-opacity': 0.7,
      }),
    );
  }
}
