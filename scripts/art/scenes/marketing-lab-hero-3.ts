import { brandColors } from '../../../src/theme/tokens';
import { HERO } from '../canvas';
import type { Pt } from '../geometry';
import { backdrop } from '../motifs/backdrop';
import { contours } from '../motifs/contours';
import { dotGrid } from '../motifs/dotGrid';
import { scrimLeft } from '../motifs/scrims';
import { Svg } from '../svg/document';
import { el } from '../svg/markup';
import { smooth } from '../svg/pathData';
import type { Scene } from './scene';

/** Marketing lab hero, slide 3 (launch): a path of light rising through four milestones. */
export const marketingLabHero3: Scene = {
  file: 'marketing-lab/hero-3.svg',
  draw() {
    const doc = new Svg('ml-hero-3', ...HERO);
    backdrop(
      doc,
      [brandColors.ink, brandColors.navy, brandColors.blue],
      [{ x: 1330, y: 220, r: 640, color: brandColors.amber, opacity: 0.2 }],
    );
    dotGrid(doc, brandColors.mist, 0.08, 26);
    contours(doc, 1340, 210, {
      count: 7,
      r0: 60,
      step: 48,
      color: brandColors.mist,
      opacity: 0.14,
    });
    const path: Pt[] = [
      [560, 900],
      [760, 760],
      [960, 640],
      [1120, 470],
      [1250, 330],
      [1340, 210],
    ];
    const stroke = doc.linear(
      [
        [0, brandColors.teal, 0.2],
        [0.6, brandColors.amber, 0.9],
        [1, brandColors.coral],
      ],
      { gradientUnits: 'userSpaceOnUse', x1: 560, y1: 900, x2: 1340, y2: 210 },
    );
    doc.add(
      el('path', {
        d: smooth(path),
        fill: 'none',
        stroke,
        'stroke-width': 10,
        'stroke-linecap': 'round',
        opacity: 0.35,
        filter: doc.blur(8),
      }),
      el('path', {
        d: smooth(path),
        fill: 'none',
        stroke,
        'stroke-width': 4,
        'stroke-linecap': 'round',
      }),
    );
    const milestones = [brandColors.teal, brandColors.mist, brandColors.amber, brandColors.coral];
    path.slice(1, 5).forEach(([x, y], i) =>
      doc.add(
        el('circle', {
          cx: x,
          cy: y,
          r: 22,
          fill: brandColors.navy,
          stroke: milestones[i],
          'stroke-width': 4,
        }),
        el('circle', { cx: x, cy: y, r: 9, fill: milestones[i] }),
      ),
    );
    doc.add(el('circle', { cx: 1340, cy: 210, r: 30, fill: brandColors.coral }));
    scrimLeft(doc, 0.5);
    return doc;
  },
};
