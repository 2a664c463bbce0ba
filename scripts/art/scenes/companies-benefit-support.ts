import { brandColors } from '../../../src/theme/tokens';
import { SPOT } from '../canvas';
import { contentBars } from '../motifs/contentBars';
import { paperCard } from '../motifs/paperCard';
import { personNode } from '../motifs/people';
import { accents, panel } from '../motifs/spotKit';
import type { Scene } from './scene';

/** Benefit "support": a conversation that goes on, two speech panels and a person. */
export const companiesBenefitSupport: Scene = {
  file: 'for-companies/benefit-support.svg',
  draw() {
    const doc = paperCard('companies-benefit-support', SPOT);
    doc.add(
      panel(300, 60, 300, 110, 26, brandColors.navy),
      contentBars(330, 92, [200, 140], 14, 16, brandColors.mist, 0.8),
      panel(360, 200, 260, 100, 26, brandColors.amber),
      contentBars(390, 230, [170, 110], 14, 16, brandColors.navy, 0.5),
    );
    personNode(doc, [210, 240], 72, brandColors.mist, brandColors.navy);
    doc.add(accents([660, 80], [130, 100]));
    return doc;
  },
};
