import { brandColors } from '../../../src/theme/tokens';
import { cardShadow, paperCard } from '../motifs/paperCard';
import { el } from '../svg/markup';
import type { Scene } from './scene';

/** Study Abroad: an open book with a graduation cap above it. */
export const serviceSoulstudy: Scene = {
  file: 'service/soulstudy.svg',
  draw() {
    const doc = paperCard('service-soulstudy');
    const left = 'M400 330C340 296 240 290 170 306V500C240 484 340 490 400 524Z';
    const right = 'M400 330C460 296 560 290 630 306V500C560 484 460 490 400 524Z';
    doc.add(
      cardShadow(`${left}${right}`),
      el('path', { d: left, fill: brandColors.white }),
      el('path', { d: right, fill: brandColors.sand }),
      el('path', {
        d: 'M400 330V524',
        stroke: brandColors.navy,
        'stroke-width': 3,
        opacity: 0.3,
      }),
      el('path', {
        d: 'M206 350C260 340 320 342 370 360M206 390C260 380 320 382 370 400M206 430C260 420 300 422 340 434M430 360C480 342 540 340 594 350M430 400C480 382 540 380 594 390M460 434C500 422 540 420 594 430',
        fill: 'none',
        stroke: brandColors.blue,
        'stroke-width': 8,
        'stroke-linecap': 'round',
        opacity: 0.3,
      }),
      // the cap
      el('path', { d: 'M400 90L580 160L400 230L220 160Z', fill: brandColors.navy }),
      el('path', {
        d: 'M300 192V250C340 280 460 280 500 250V192L400 230Z',
        fill: brandColors.blue,
      }),
      el('path', {
        d: 'M560 168V250',
        stroke: brandColors.amber,
        'stroke-width': 5,
        'stroke-linecap': 'round',
      }),
      el('circle', { cx: 560, cy: 258, r: 12, fill: brandColors.amber }),
      el('circle', { cx: 130, cy: 130, r: 16, fill: brandColors.coral, opacity: 0.85 }),
      el('circle', { cx: 690, cy: 470, r: 12, fill: brandColors.teal, opacity: 0.8 }),
    );
    return doc;
  },
};
