import { brandColors } from '../../../src/theme/tokens';
import { SPOT } from '../canvas';
import { paperCard } from '../motifs/paperCard';
import { accents } from '../motifs/spotKit';
import { el } from '../svg/markup';
import type { Scene } from './scene';

/** Benefit "speed": a stopwatch, its hand well short of a full turn, with motion lines. */
export const companiesBenefitSpeed: Scene = {
  file: 'for-companies/benefit-speed.svg',
  draw() {
    const doc = paperCard('companies-benefit-speed', SPOT);
    doc.add(
      el('path', {
        d: 'M150 170H260M120 210H250M160 250H260',
        stroke: brandColors.mist,
        'stroke-width': 12,
        'stroke-linecap': 'round',
      }),
      el('rect', { x: 380, y: 52, width: 60, height: 26, rx: 8, fill: brandColors.navy }),
      el('circle', {
        cx: 410,
        cy: 215,
        r: 128,
        fill: brandColors.navy,
        opacity: 0.08,
        transform: 'translate(8 12)',
      }),
      el('circle', { cx: 410, cy: 215, r: 128, fill: brandColors.navy }),
      el('circle', { cx: 410, cy: 215, r: 104, fill: brandColors.paper }),
      el('path', { d: 'M410 215V111A104 104 0 0 1 500 163Z', fill: brandColors.amber }),
      el('path', {
        d: 'M410 215L492 168',
        stroke: brandColors.coral,
        'stroke-width': 9,
        'stroke-linecap': 'round',
      }),
      el('circle', { cx: 410, cy: 215, r: 12, fill: brandColors.navy }),
      accents([640, 90], [660, 320]),
    );
    return doc;
  },
};
