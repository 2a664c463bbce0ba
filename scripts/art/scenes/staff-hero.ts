import { brandColors } from '../../../src/theme/tokens';
import { contentBars } from '../motifs/contentBars';
import { paperCard } from '../motifs/paperCard';
import { personNode } from '../motifs/people';
import { pin } from '../motifs/pin';
import { el } from '../svg/markup';
import { accents, dashedRoute, panel, tickBadge } from '../motifs/spotKit';
import type { Scene } from './scene';

/** Staff augmentation hero: a company's team board, a new remote colleague joining it. */
export const staffHero: Scene = {
  file: 'staff-augmentation/hero.svg',
  draw() {
    const doc = paperCard('staff-hero');
    doc.add(panel(250, 120, 420, 330, 28, brandColors.white));
    doc.add(contentBars(290, 160, [180, 120], 14, 14, brandColors.mist, 0.7));
    [
      [330, 280, brandColors.mist],
      [460, 280, brandColors.amber],
      [590, 280, brandColors.mist],
      [330, 390, brandColors.steel],
      [460, 390, brandColors.mist],
    ].forEach(([x, y, bg]) =>
      personNode(doc, [x as number, y as number], 44, bg as string, brandColors.navy, false),
    );
    doc.add(
      el('circle', {
        cx: 590,
        cy: 390,
        r: 44,
        fill: 'none',
        stroke: brandColors.coral,
        'stroke-width': 4,
        'stroke-dasharray': '6 10',
      }),
      dashedRoute([150, 420], [560, 410], 140, brandColors.coral),
    );
    personNode(doc, [130, 440], 52, brandColors.amber, brandColors.navy);
    doc.add(tickBadge([170, 400], 18));
    pin(doc, [690, 150], 56);
    doc.add(accents([90, 120], [730, 520]));
    return doc;
  },
};
