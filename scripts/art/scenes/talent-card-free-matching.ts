import { brandColors } from '../../../src/theme/tokens';
import { SPOT } from '../canvas';
import { paperCard } from '../motifs/paperCard';
import { personNode } from '../motifs/people';
import { accents, tickBadge } from '../motifs/spotKit';
import { el } from '../svg/markup';
import type { Scene } from './scene';

/** Flip card "free matching": a professional and a company joined by one line, a tick between. */
export const talentCardFreeMatching: Scene = {
  file: 'for-talent/card-free-matching.svg',
  draw() {
    const doc = paperCard('talent-card-free-matching', SPOT);
    doc.add(
      el('path', {
        d: 'M250 200C330 120 470 120 550 200',
        fill: 'none',
        stroke: brandColors.steel,
        'stroke-width': 5,
        'stroke-dasharray': '2 13',
        'stroke-linecap': 'round',
      }),
    );
    personNode(doc, [230, 220], 80, brandColors.amber, brandColors.navy);
    personNode(doc, [570, 220], 80, brandColors.steel, brandColors.paper);
    doc.add(tickBadge([400, 140], 36), accents([110, 80], [690, 340]));
    return doc;
  },
};
