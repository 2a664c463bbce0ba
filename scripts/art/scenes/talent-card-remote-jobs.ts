import { brandColors } from '../../../src/theme/tokens';
import { SPOT } from '../canvas';
import { paperCard } from '../motifs/paperCard';
import { personNode } from '../motifs/people';
import { accents, panel } from '../motifs/spotKit';
import { el } from '../svg/markup';
import type { Scene } from './scene';

/** Flip card "remote jobs": a laptop open on a video call with a European team. */
export const talentCardRemoteJobs: Scene = {
  file: 'for-talent/card-remote-jobs.svg',
  draw() {
    const doc = paperCard('talent-card-remote-jobs', SPOT);
    doc.add(
      panel(230, 60, 340, 230, 20, brandColors.navy),
      el('path', { d: 'M180 290H620L596 330H204Z', fill: brandColors.mist }),
      el('rect', { x: 250, y: 80, width: 145, height: 190, rx: 12, fill: brandColors.steel }),
      el('rect', { x: 405, y: 80, width: 145, height: 190, rx: 12, fill: brandColors.blue }),
    );
    personNode(doc, [322, 175], 46, brandColors.amber, brandColors.navy, false);
    personNode(doc, [477, 175], 46, brandColors.mist, brandColors.navy, false);
    doc.add(accents([120, 110], [690, 300]));
    return doc;
  },
};
