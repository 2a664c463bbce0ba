import { brandColors } from '../../../src/theme/tokens';
import { SPOT } from '../canvas';
import { cityDot } from '../motifs/cityDot';
import { paperCard } from '../motifs/paperCard';
import { pin } from '../motifs/pin';
import { accents, dashedRoute, star } from '../motifs/spotKit';
import type { Scene } from './scene';

/** Package "Premium": a whole roadmap, stop after stop to the pin, with a star for the top plan. */
export const relocationPlanPremium: Scene = {
  file: 'relocation/plan-premium.svg',
  draw() {
    const doc = paperCard('relocation-plan-premium', SPOT);
    doc.add(
      dashedRoute([150, 300], [330, 260], 90),
      dashedRoute([330, 260], [500, 230], 90),
      dashedRoute([500, 230], [620, 230], 70),
    );
    cityDot(doc, [150, 300], { r: 12, color: brandColors.amber });
    cityDot(doc, [330, 260], { r: 12, color: brandColors.steel });
    cityDot(doc, [500, 230], { r: 12, color: brandColors.steel });
    pin(doc, [620, 232], 80);
    doc.add(star([240, 110], 42), accents([420, 90], [720, 330]));
    return doc;
  },
};
