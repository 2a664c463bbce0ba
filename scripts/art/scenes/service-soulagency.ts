import { brandColors } from '../../../src/theme/tokens';
import { creativeShapes } from '../motifs/creativeShapes';
import { paperCard } from '../motifs/paperCard';
import { el } from '../svg/markup';
import { smooth } from '../svg/pathData';
import type { Scene } from './scene';

/** Startup growth: a rising line and the brand shapes that grow with it. */
export const serviceSoulagency: Scene = {
  file: 'service/soulagency.svg',
  draw() {
    const doc = paperCard('service-soulagency');
    creativeShapes(doc, 430, 70, 300);
    const line = smooth([
      [110, 480],
      [230, 440],
      [330, 380],
      [430, 300],
      [520, 190],
    ]);
    doc.add(
      el('path', {
        d: line,
        fill: 'none',
        stroke: brandColors.navy,
        'stroke-width': 8,
        'stroke-linecap': 'round',
      }),
      el('path', {
        d: 'M490 178L524 184L520 220',
        fill: 'none',
        stroke: brandColors.navy,
        'stroke-width': 8,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
      el('path', {
        d: 'M160 200l10 26 26 10-26 10-10 26-10-26-26-10 26-10Z',
        fill: brandColors.amber,
      }),
      el('path', { d: 'M250 130l6 16 16 6-16 6-6 16-6-16-16-6 16-6Z', fill: brandColors.coral }),
    );
    return doc;
  },
};
