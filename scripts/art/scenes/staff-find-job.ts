import { brandColors } from '../../../src/theme/tokens';
import { SPOT } from '../canvas';
import { contentBars } from '../motifs/contentBars';
import { paperCard } from '../motifs/paperCard';
import { personNode } from '../motifs/people';
import { accents, panel, tickBadge } from '../motifs/spotKit';
import { el } from '../svg/markup';
import type { Scene } from './scene';

/** Card "Find Your Job": a professional and a job offer card, a tick on the match. */
export const staffFindJob: Scene = {
  file: 'staff-augmentation/find-job.svg',
  draw() {
    const doc = paperCard('staff-find-job', SPOT);
    personNode(doc, [250, 200], 90, brandColors.amber, brandColors.navy);
    doc.add(
      panel(400, 90, 260, 220, 22, brandColors.white),
      el('path', {
        d: 'M450 150H610V230H450Z',
        fill: brandColors.steel,
      }),
      el('path', {
        d: 'M505 150V135A10 10 0 0 1 515 125H545A10 10 0 0 1 555 135V150',
        fill: 'none',
        stroke: brandColors.navy,
        'stroke-width': 8,
      }),
      contentBars(450, 250, [160, 110], 12, 12, brandColors.mist, 0.8),
      tickBadge([650, 100], 26),
      accents([110, 320], [720, 330]),
    );
    return doc;
  },
};
