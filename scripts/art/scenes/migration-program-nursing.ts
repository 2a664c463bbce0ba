import { brandColors } from '../../../src/theme/tokens';
import { SPOT } from '../canvas';
import { paperCard } from '../motifs/paperCard';
import { accents, panel } from '../motifs/spotKit';
import { el } from '../svg/markup';
import type { Scene } from './scene';

/** Program "Nursing": a care cross on a panel and a heart beside it. */
export const migrationProgramNursing: Scene = {
  file: 'migration/program-nursing.svg',
  draw() {
    const doc = paperCard('migration-program-nursing', SPOT);
    doc.add(
      panel(230, 80, 220, 220, 36, brandColors.white),
      el('path', {
        d: 'M310 120H370V160H410V220H370V260H310V220H270V160H310Z',
        fill: brandColors.coral,
      }),
      el('path', {
        d: 'M560 300C480 245 470 200 490 175C510 150 545 158 560 185C575 158 610 150 630 175C650 200 640 245 560 300Z',
        fill: brandColors.steel,
      }),
      el('path', {
        d: 'M470 230H515L530 205L550 255L565 230H650',
        fill: 'none',
        stroke: brandColors.amber,
        'stroke-width': 7,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
      accents([130, 110], [690, 90]),
    );
    return doc;
  },
};
