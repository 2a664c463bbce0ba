import { brandColors } from '../../../src/theme/tokens';
import { must } from '../must';
import type { Pt } from '../geometry';
import { paperCard } from '../motifs/paperCard';
import { personNode } from '../motifs/people';
import { between } from '../random';
import { el } from '../svg/markup';
import { smooth } from '../svg/pathData';
import type { Scene } from './scene';

/** Process step "start and grow together": a rising chart, the team staying close to its peak. */
export const process4: Scene = {
  file: 'home/process-4.svg',
  draw() {
    const doc = paperCard('process-4');
    const r = doc.rand;
    // faint chart grid
    const grid: string[] = [];
    for (let y = 150; y <= 500; y += 70) grid.push(`M110 ${y}H700`);
    doc.add(
      el('path', {
        d: grid.join(''),
        stroke: brandColors.blue,
        'stroke-opacity': 0.1,
        'stroke-width': 1.5,
      }),
    );
    // bars in the background
    for (let i = 0; i < 7; i++) {
      const h = 60 + i * 38 + between(r, -10, 10);
      doc.add(
        el('rect', {
          x: 140 + i * 78,
          y: 500 - h,
          width: 36,
          height: h,
          rx: 8,
          fill: brandColors.mist,
          opacity: 0.35,
        }),
      );
    }
    const pts: Pt[] = [0, 1, 2, 3, 4, 5].map((i) => [
      150 + i * 100,
      440 - Math.pow(i / 5, 1.5) * 290 + (i % 2 ? 18 : 0),
    ]);
    const line = smooth(pts);
    const area = doc.linear(
      [
        [0, brandColors.amber, 0.45],
        [1, brandColors.amber, 0],
      ],
      { x1: 0, y1: 0, x2: 0, y2: 1 },
    );
    doc.add(
      el('path', { d: `${line}L650 500L150 500Z`, fill: area }),
      el('path', {
        d: line,
        fill: 'none',
        stroke: brandColors.coral,
        'stroke-width': 5,
        'stroke-linecap': 'round',
      }),
    );
    pts.forEach((p, i) =>
      doc.add(
        el('circle', {
          cx: p[0],
          cy: p[1],
          r: i === 5 ? 14 : 9,
          fill: i === 5 ? brandColors.coral : brandColors.paper,
          stroke: i === 5 ? brandColors.paper : brandColors.blue,
          'stroke-width': 4,
        }),
      ),
    );
    // follow-up: small team nodes orbiting the peak
    const peak = must(pts[5], 'chart peak');
    doc.add(
      el('circle', {
        cx: peak[0],
        cy: peak[1],
        r: 48,
        fill: 'none',
        stroke: brandColors.blue,
        'stroke-opacity': 0.25,
        'stroke-width': 2,
        'stroke-dasharray': '4 8',
      }),
    );
    personNode(doc, [peak[0] - 70, peak[1] - 10], 20, brandColors.blue, brandColors.mist, false);
    personNode(doc, [peak[0] + 20, peak[1] + 80], 16, brandColors.teal, brandColors.paper, false);
    doc.add(
      el('path', {
        d: 'M672 112l18-18m0 0h-14m14 0v14',
        fill: 'none',
        stroke: brandColors.blue,
        'stroke-width': 4,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
    );
    return doc;
  },
};
