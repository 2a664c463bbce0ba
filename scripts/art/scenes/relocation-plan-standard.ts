import { brandColors } from '../../../src/theme/tokens';
import { SPOT } from '../canvas';
import { contentBars } from '../motifs/contentBars';
import { paperCard } from '../motifs/paperCard';
import { accents, book, panel, tickBadge } from '../motifs/spotKit';
import { el } from '../svg/markup';
import type { Scene } from './scene';

/** Package "Estándar": the call plus a written report and a guide to Germany. */
export const relocationPlanStandard: Scene = {
  file: 'relocation/plan-standard.svg',
  draw() {
    const doc = paperCard('relocation-plan-standard', SPOT);
    doc.add(
      panel(230, 60, 200, 270, 18, brandColors.white),
      el('rect', { x: 260, y: 92, width: 140, height: 50, rx: 10, fill: brandColors.steel }),
      contentBars(260, 170, [140, 120, 140, 90], 11, 15, brandColors.mist, 0.85),
      tickBadge([420, 80], 26),
      book(470, 230, 170, 70, brandColors.amber),
      book(490, 170, 140, 56, brandColors.navy),
      accents([130, 300], [690, 90]),
    );
    return doc;
  },
};
