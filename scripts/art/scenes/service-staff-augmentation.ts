import { brandColors } from '../../../src/theme/tokens';
import { CARD } from '../canvas';
import { backdrop } from '../motifs/backdrop';
import { contours } from '../motifs/contours';
import { dotGrid } from '../motifs/dotGrid';
import { scrimBottom } from '../motifs/scrims';
import { teamNetwork } from '../motifs/teamNetwork';
import { Svg } from '../svg/document';
import type { Scene } from './scene';

/** Service card "staff augmentation": a networked team over contour rings. */
export const serviceStaffAugmentation: Scene = {
  file: 'home/service-staff-augmentation.svg',
  draw() {
    const doc = new Svg('service-staff', ...CARD);
    backdrop(
      doc,
      [brandColors.steel, brandColors.blue, brandColors.navy],
      [{ x: 420, y: 330, r: 480, color: brandColors.mist, opacity: 0.25 }],
      { x1: 0, y1: 0, x2: 0.3, y2: 1 },
    );
    dotGrid(doc, brandColors.mist, 0.12, 24);
    contours(doc, 400, 340, {
      count: 7,
      r0: 110,
      step: 52,
      color: brandColors.mist,
      opacity: 0.12,
    });
    teamNetwork(doc, [110, 90, 690, 640], { people: 7, dots: 9, gap: 105 });
    scrimBottom(doc, 0.5);
    return doc;
  },
};
