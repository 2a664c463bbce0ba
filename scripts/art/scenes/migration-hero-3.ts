import { brandColors } from '../../../src/theme/tokens';
import { HERO } from '../canvas';
import { backdrop } from '../motifs/backdrop';
import { cityDot } from '../motifs/cityDot';
import { contours } from '../motifs/contours';
import { dotGrid } from '../motifs/dotGrid';
import { scrimLeft } from '../motifs/scrims';
import { Svg } from '../svg/document';
import type { Scene } from './scene';

/** Migration hero, slide 3 (career): contour rings around one glowing point, a destination. */
export const migrationHero3: Scene = {
  file: 'migration/hero-3.svg',
  draw() {
    const doc = new Svg('migration-hero-3', ...HERO);
    backdrop(
      doc,
      [brandColors.ink, brandColors.navy, brandColors.steel],
      [
        { x: 1150, y: 450, r: 700, color: brandColors.steel, opacity: 0.5 },
        { x: 1150, y: 450, r: 260, color: brandColors.amber, opacity: 0.12 },
      ],
    );
    dotGrid(doc, brandColors.mist, 0.06, 30);
    contours(doc, 1150, 450, {
      count: 16,
      r0: 40,
      step: 34,
      color: brandColors.amber,
      opacity: 0.22,
    });
    contours(doc, 1150, 450, {
      count: 8,
      r0: 90,
      step: 70,
      color: brandColors.mist,
      opacity: 0.14,
      squash: 0.8,
    });
    cityDot(doc, [1150, 450], { r: 9, halo: 14 });
    scrimLeft(doc, 0.58);
    return doc;
  },
};
