import { brandColors } from '../../../src/theme/tokens';
import { SPOT } from '../canvas';
import { paperCard } from '../motifs/paperCard';
import { pin } from '../motifs/pin';
import { accents, dashedRoute, panel } from '../motifs/spotKit';
import { el } from '../svg/markup';
import type { Scene } from './scene';

/** Flip card "relocation": a suitcase and a flight path that ends at a pin. */
export const talentCardRelocation: Scene = {
  file: 'for-talent/card-relocation.svg',
  draw() {
    const doc = paperCard('talent-card-relocation', SPOT);
    doc.add(
      dashedRoute([300, 200], [560, 180], 150),
      el('path', {
        d: 'M170 150V128A12 12 0 0 1 182 116H228A12 12 0 0 1 240 128V150',
        fill: 'none',
        stroke: brandColors.navy,
        'stroke-width': 11,
      }),
      panel(120, 150, 170, 170, 18, brandColors.amber),
      el('path', {
        d: 'M165 150V320M245 150V320',
        stroke: brandColors.amberDark,
        'stroke-width': 13,
      }),
    );
    pin(doc, [570, 250], 90);
    doc.add(accents([700, 80], [420, 340]));
    return doc;
  },
};
