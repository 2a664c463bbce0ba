import { brandColors } from '../../../src/theme/tokens';
import { CARD } from '../canvas';
import { backdrop } from '../motifs/backdrop';
import { creativeShapes } from '../motifs/creativeShapes';
import { dotGrid } from '../motifs/dotGrid';
import { flowLines } from '../motifs/flowLines';
import { scrimBottom } from '../motifs/scrims';
import { Svg } from '../svg/document';
import type { Scene } from './scene';

/** Service card "marketing lab": a playful composition of shapes over flowing lines. */
export const serviceMarketingLab: Scene = {
  file: 'home/service-marketing-lab.svg',
  draw() {
    const doc = new Svg('service-marketing', ...CARD);
    backdrop(
      doc,
      [brandColors.blue, brandColors.navy, brandColors.ink],
      [
        { x: 560, y: 260, r: 420, color: brandColors.coral, opacity: 0.18 },
        { x: 200, y: 520, r: 380, color: brandColors.teal, opacity: 0.12 },
      ],
      { x1: 0, y1: 0, x2: 0.3, y2: 1 },
    );
    dotGrid(doc, brandColors.mist, 0.1, 24);
    flowLines(doc, { count: 9, y0: 120, y1: 640, color: brandColors.mist, opacity: 0.12, amp: 30 });
    creativeShapes(doc, 90, 70, 620);
    scrimBottom(doc, 0.5);
    return doc;
  },
};
