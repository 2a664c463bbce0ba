import { brandColors } from '../../../src/theme/tokens';
import { HERO } from '../canvas';
import { backdrop } from '../motifs/backdrop';
import { creativeShapes } from '../motifs/creativeShapes';
import { dotGrid } from '../motifs/dotGrid';
import { flowLines } from '../motifs/flowLines';
import { scrimLeft } from '../motifs/scrims';
import { Svg } from '../svg/document';
import type { Scene } from './scene';

/** Marketing lab hero, slide 1 (brand): a large creative composition over flowing lines. */
export const marketingLabHero1: Scene = {
  file: 'marketing-lab/hero-1.svg',
  draw() {
    const doc = new Svg('ml-hero-1', ...HERO);
    backdrop(
      doc,
      [brandColors.ink, brandColors.navy, brandColors.blue],
      [
        { x: 1180, y: 360, r: 620, color: brandColors.coral, opacity: 0.22 },
        { x: 900, y: 820, r: 520, color: brandColors.teal, opacity: 0.14 },
      ],
    );
    dotGrid(doc, brandColors.mist, 0.08, 26);
    flowLines(doc, {
      count: 11,
      y0: 140,
      y1: 820,
      color: brandColors.mist,
      opacity: 0.12,
      amp: 40,
    });
    creativeShapes(doc, 860, 90, 700);
    scrimLeft(doc, 0.55);
    return doc;
  },
};
