import { brandColors } from '../../../src/theme/tokens';
import { SPOT } from '../canvas';
import { paperCard } from '../motifs/paperCard';
import { accents, gradCap, star } from '../motifs/spotKit';
import { el } from '../svg/markup';
import type { Scene } from './scene';

/** Program "Master's Premium": the cap with a medal, the full accompaniment. */
export const migrationProgramMasterPremium: Scene = {
  file: 'migration/program-master-premium.svg',
  draw() {
    const doc = paperCard('migration-program-master-premium', SPOT);
    doc.add(
      gradCap([320, 170], 120),
      el('path', { d: 'M500 120L530 220L560 120Z', fill: brandColors.coral }),
      el('path', { d: 'M560 120L590 220L620 120Z', fill: brandColors.steel }),
      el('circle', { cx: 560, cy: 250, r: 66, fill: brandColors.amberDark }),
      el('circle', { cx: 560, cy: 250, r: 52, fill: brandColors.amber }),
      star([560, 252], 34, brandColors.paper),
      accents([130, 320], [690, 80]),
    );
    return doc;
  },
};
