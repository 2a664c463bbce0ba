import { brandColors } from '../../../src/theme/tokens';
import { HERO } from '../canvas';
import { backdrop } from '../motifs/backdrop';
import { dotGrid } from '../motifs/dotGrid';
import { scrimLeft } from '../motifs/scrims';
import { teamNetwork } from '../motifs/teamNetwork';
import { Svg } from '../svg/document';
import type { Scene } from './scene';

/** Talent hero, slide 1: a community of professionals, people linked in a loose network. */
export const talentHero1: Scene = {
  file: 'for-talent/hero-1.svg',
  draw() {
    const doc = new Svg('talent-hero-1', ...HERO);
    backdrop(
      doc,
      [brandColors.ink, brandColors.navy, brandColors.blue],
      [
        { x: 1180, y: 430, r: 680, color: brandColors.steel, opacity: 0.55 },
        { x: 1300, y: 260, r: 280, color: brandColors.amber, opacity: 0.08 },
      ],
    );
    dotGrid(doc, brandColors.mist, 0.08, 26);
    teamNetwork(doc, [820, 120, 1540, 800], { people: 9, dots: 18, gap: 95 });
    scrimLeft(doc, 0.58);
    return doc;
  },
};
