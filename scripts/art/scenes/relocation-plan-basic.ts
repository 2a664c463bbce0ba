import { brandColors } from '../../../src/theme/tokens';
import { SPOT } from '../canvas';
import { paperCard } from '../motifs/paperCard';
import { personNode } from '../motifs/people';
import { accents, panel } from '../motifs/spotKit';
import { el } from '../svg/markup';
import type { Scene } from './scene';

/** Package "Básico": one advisory call, an advisor on screen and a speech panel. */
export const relocationPlanBasic: Scene = {
  file: 'relocation/plan-basic.svg',
  draw() {
    const doc = paperCard('relocation-plan-basic', SPOT);
    doc.add(panel(250, 70, 190, 260, 26, brandColors.navy));
    personNode(doc, [345, 190], 62, brandColors.mist, brandColors.navy, false);
    doc.add(
      el('circle', { cx: 345, cy: 290, r: 16, fill: brandColors.coral }),
      panel(470, 110, 150, 80, 22, brandColors.amber),
      el('path', {
        d: 'M500 150H590',
        stroke: brandColors.navy,
        'stroke-width': 10,
        'stroke-linecap': 'round',
        opacity: 0.5,
      }),
      accents([140, 100], [680, 320]),
    );
    return doc;
  },
};
