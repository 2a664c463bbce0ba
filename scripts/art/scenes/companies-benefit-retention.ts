import { brandColors } from '../../../src/theme/tokens';
import { SPOT } from '../canvas';
import { paperCard } from '../motifs/paperCard';
import { personNode } from '../motifs/people';
import { accents, tickBadge } from '../motifs/spotKit';
import { el } from '../svg/markup';
import type { Scene } from './scene';

/** Benefit "retention": a shield around a team member who stays. */
export const companiesBenefitRetention: Scene = {
  file: 'for-companies/benefit-retention.svg',
  draw() {
    const doc = paperCard('companies-benefit-retention', SPOT);
    const shield = 'M400 50L540 100V190C540 270 480 325 400 355C320 325 260 270 260 190V100Z';
    doc.add(
      el('path', {
        d: shield,
        fill: brandColors.navy,
        opacity: 0.08,
        transform: 'translate(8 12)',
      }),
      el('path', { d: shield, fill: brandColors.steel }),
    );
    personNode(doc, [400, 190], 78, brandColors.amber, brandColors.navy, false);
    doc.add(tickBadge([520, 110], 30), accents([150, 110], [650, 320]));
    return doc;
  },
};
