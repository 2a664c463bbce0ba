import { brandColors } from '../../../src/theme/tokens';
import { HERO } from '../canvas';
import { backdrop } from '../motifs/backdrop';
import { contours } from '../motifs/contours';
import { flowLines } from '../motifs/flowLines';
import { pin } from '../motifs/pin';
import { scrimLeft } from '../motifs/scrims';
import { Svg } from '../svg/document';
import type { Scene } from './scene';

/** Relocation hero, slide 2 (arrival): a destination pin in the middle of topographic rings. */
export const relocationHero2: Scene = {
  file: 'relocation/hero-2.svg',
  draw() {
    const doc = new Svg('relocation-hero-2', ...HERO);
    backdrop(
      doc,
      [brandColors.ink, brandColors.blue, brandColors.steel],
      [
        { x: 1180, y: 460, r: 640, color: brandColors.steel, opacity: 0.5 },
        { x: 1180, y: 480, r: 240, color: brandColors.coral, opacity: 0.12 },
      ],
    );
    flowLines(doc, {
      count: 10,
      y0: 120,
      y1: 360,
      color: brandColors.mist,
      opacity: 0.1,
      amp: 30,
    });
    contours(doc, 1180, 520, {
      count: 12,
      r0: 50,
      step: 40,
      color: brandColors.mist,
      opacity: 0.2,
      squash: 0.55,
    });
    pin(doc, [1180, 520], 120);
    scrimLeft(doc, 0.58);
    return doc;
  },
};
