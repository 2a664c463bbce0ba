import { brandColors } from '../../../src/theme/tokens';
import { SPOT } from '../canvas';
import { paperCard } from '../motifs/paperCard';
import { accents, panel } from '../motifs/spotKit';
import { el } from '../svg/markup';
import type { Scene } from './scene';

/** A coin seen at a slant: a stack is several, one above the other. */
const coin = (x: number, y: number) =>
  el('ellipse', { cx: x, cy: y + 10, rx: 70, ry: 22, fill: brandColors.amberDark }) +
  el('ellipse', { cx: x, cy: y, rx: 70, ry: 22, fill: brandColors.amber });

/** Benefit "costs": a bar chart stepping down beside a stack of coins. */
export const companiesBenefitCosts: Scene = {
  file: 'for-companies/benefit-costs.svg',
  draw() {
    const doc = paperCard('companies-benefit-costs', SPOT);
    [0, 1, 2, 3].forEach((i) => doc.add(coin(250, 300 - i * 34)));
    doc.add(
      panel(400, 200, 56, 120, 10, brandColors.navy),
      panel(476, 240, 56, 80, 10, brandColors.steel),
      panel(552, 270, 56, 50, 10, brandColors.mist),
      el('path', {
        d: 'M410 140L590 220M590 220L552 222M590 220L576 186',
        fill: 'none',
        stroke: brandColors.coral,
        'stroke-width': 9,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
      accents([120, 90], [690, 100]),
    );
    return doc;
  },
};
