import { brandColors } from '../../../src/theme/tokens';
import { SPOT } from '../canvas';
import { paperCard } from '../motifs/paperCard';
import { accents, panel } from '../motifs/spotKit';
import { el } from '../svg/markup';
import type { Scene } from './scene';

/** Program "Master's": a university hall with columns under a pediment. */
export const migrationProgramMaster: Scene = {
  file: 'migration/program-master.svg',
  draw() {
    const doc = paperCard('migration-program-master', SPOT);
    doc.add(
      el('path', { d: 'M230 140L400 60L570 140Z', fill: brandColors.navy }),
      el('rect', { x: 240, y: 140, width: 320, height: 24, fill: brandColors.steel }),
      panel(220, 310, 360, 30, 6, brandColors.navy),
    );
    [270, 350, 430, 510].forEach((x) =>
      doc.add(el('rect', { x, y: 174, width: 26, height: 130, rx: 6, fill: brandColors.mist })),
    );
    doc.add(
      el('circle', { cx: 400, cy: 112, r: 14, fill: brandColors.amber }),
      accents([130, 110], [680, 90]),
    );
    return doc;
  },
};
