import { brandColors } from '../../../src/theme/tokens';
import { HERO } from '../canvas';
import { backdrop } from '../motifs/backdrop';
import { contours } from '../motifs/contours';
import { dotGrid } from '../motifs/dotGrid';
import { scrimLeft } from '../motifs/scrims';
import { teamNetwork } from '../motifs/teamNetwork';
import { Svg } from '../svg/document';
import type { Scene } from './scene';

/** Relocation hero, slide 3 (belonging): a new circle of people, linked, in warm light. */
export const relocationHero3: Scene = {
  file: 'relocation/hero-3.svg',
  draw() {
    const doc = new Svg('relocation-hero-3', ...HERO);
    backdrop(
      doc,
      [brandColors.ink, brandColors.navy, brandColors.blue],
      [
        { x: 1180, y: 440, r: 660, color: brandColors.steel, opacity: 0.5 },
        { x: 1180, y: 440, r: 300, color: brandColors.amber, opacity: 0.1 },
      ],
    );
    dotGrid(doc, brandColors.mist, 0.07, 26);
    contours(doc, 1180, 440, {
      count: 6,
      r0: 200,
      step: 60,
      color: brandColors.mist,
      opacity: 0.12,
    });
    teamNetwork(doc, [860, 150, 1500, 740], { people: 9, dots: 8, gap: 115 });
    scrimLeft(doc, 0.6);
    return doc;
  },
};
