import { brandColors } from '../../../src/theme/tokens';
import { HERO } from '../canvas';
import { backdrop } from '../motifs/backdrop';
import { flowLines } from '../motifs/flowLines';
import { scrimLeft } from '../motifs/scrims';
import { teamNetwork } from '../motifs/teamNetwork';
import { Svg } from '../svg/document';
import type { Scene } from './scene';

/** Migration hero, slide 2 (vocational training): a team of people linked over calm flow lines. */
export const migrationHero2: Scene = {
  file: 'migration/hero-2.svg',
  draw() {
    const doc = new Svg('migration-hero-2', ...HERO);
    backdrop(
      doc,
      [brandColors.ink, brandColors.blue, brandColors.steel],
      [{ x: 1150, y: 460, r: 650, color: brandColors.steel, opacity: 0.5 }],
    );
    flowLines(doc, {
      count: 14,
      y0: 520,
      y1: 880,
      color: brandColors.mist,
      opacity: 0.14,
      amp: 40,
    });
    teamNetwork(doc, [820, 130, 1520, 760], { people: 8, dots: 10, gap: 110 });
    scrimLeft(doc, 0.6);
    return doc;
  },
};
