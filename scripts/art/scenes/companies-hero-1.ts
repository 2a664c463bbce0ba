import { brandColors } from '../../../src/theme/tokens';
import { HERO } from '../canvas';
import { backdrop } from '../motifs/backdrop';
import { dotGrid } from '../motifs/dotGrid';
import { scrimLeft } from '../motifs/scrims';
import { teamNetwork } from '../motifs/teamNetwork';
import { Svg } from '../svg/document';
import type { Scene } from './scene';

/** Companies hero, slide 1: a team taking shape, a dense network of people. */
export const companiesHero1: Scene = {
  file: 'for-companies/hero-1.svg',
  draw() {
    const doc = new Svg('companies-hero-1', ...HERO);
    backdrop(
      doc,
      [brandColors.ink, brandColors.blue, brandColors.steel],
      [
        { x: 1200, y: 460, r: 700, color: brandColors.steel, opacity: 0.5 },
        { x: 1100, y: 300, r: 260, color: brandColors.coral, opacity: 0.08 },
      ],
    );
    dotGrid(doc, brandColors.mist, 0.07, 30);
    teamNetwork(doc, [860, 140, 1520, 780], { people: 12, dots: 12, gap: 90 });
    scrimLeft(doc, 0.6);
    return doc;
  },
};
