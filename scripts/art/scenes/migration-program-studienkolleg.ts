import { brandColors } from '../../../src/theme/tokens';
import { SPOT } from '../canvas';
import { contentBars } from '../motifs/contentBars';
import { paperCard } from '../motifs/paperCard';
import { accents, gradCap, panel } from '../motifs/spotKit';
import { el } from '../svg/markup';
import type { Scene } from './scene';

/** Program "Studienkolleg & Undergraduate": an open book, the cap waiting above it. */
export const migrationProgramStudienkolleg: Scene = {
  file: 'migration/program-studienkolleg.svg',
  draw() {
    const doc = paperCard('migration-program-studienkolleg', SPOT);
    doc.add(
      panel(220, 170, 180, 160, 14, brandColors.white),
      panel(400, 170, 180, 160, 14, brandColors.white),
      el('path', { d: 'M400 170V330', stroke: brandColors.mist, 'stroke-width': 4 }),
      contentBars(245, 200, [130, 110, 130, 80], 10, 14, brandColors.mist, 0.8),
      contentBars(425, 200, [130, 100, 120, 90], 10, 14, brandColors.steel, 0.45),
      gradCap([400, 90], 80),
      accents([120, 100], [690, 300]),
    );
    return doc;
  },
};
