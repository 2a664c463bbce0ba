import { brandColors } from '../../../src/theme/tokens';
import { SPOT } from '../canvas';
import { paperCard } from '../motifs/paperCard';
import { personNode } from '../motifs/people';
import { accents, panel, roundRect } from '../motifs/spotKit';
import { el } from '../svg/markup';
import type { Scene } from './scene';

/** Card "Hire Now": a company building with a row of new team members in front of it. */
export const staffHireNow: Scene = {
  file: 'staff-augmentation/hire-now.svg',
  draw() {
    const doc = paperCard('staff-hire-now', SPOT);
    doc.add(panel(300, 70, 200, 250, 18, brandColors.navy));
    for (let row = 0; row < 4; row++)
      for (let col = 0; col < 3; col++)
        doc.add(
          el('path', {
            d: roundRect(326 + col * 56, 96 + row * 46, 36, 26, 6),
            fill: (row + col) % 3 === 0 ? brandColors.amber : brandColors.steel,
          }),
        );
    doc.add(el('rect', { x: 372, y: 270, width: 56, height: 50, rx: 8, fill: brandColors.mist }));
    [200, 600].forEach((x, i) =>
      personNode(doc, [x, 250], 48, i ? brandColors.amber : brandColors.mist, brandColors.navy),
    );
    doc.add(
      el('path', {
        d: 'M250 250H290M510 250H550',
        stroke: brandColors.coral,
        'stroke-width': 5,
        'stroke-dasharray': '2 11',
        'stroke-linecap': 'round',
      }),
      accents([110, 90], [700, 80]),
    );
    return doc;
  },
};
