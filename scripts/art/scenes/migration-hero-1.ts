import { brandColors } from '../../../src/theme/tokens';
import { HERO } from '../canvas';
import type { Pt } from '../geometry';
import { drawArcs, quad } from '../motifs/arcs';
import { backdrop } from '../motifs/backdrop';
import { cityDot } from '../motifs/cityDot';
import { contours } from '../motifs/contours';
import { dotGrid } from '../motifs/dotGrid';
import { pin } from '../motifs/pin';
import { scrimLeft } from '../motifs/scrims';
import { Svg } from '../svg/document';
import type { Scene } from './scene';

/** Migration hero, slide 1 (study): routes rising from the south-west to one destination pin. */
export const migrationHero1: Scene = {
  file: 'migration/hero-1.svg',
  draw() {
    const doc = new Svg('migration-hero-1', ...HERO);
    backdrop(
      doc,
      [brandColors.ink, brandColors.navy, brandColors.blue],
      [
        { x: 1180, y: 400, r: 640, color: brandColors.steel, opacity: 0.55 },
        { x: 1200, y: 380, r: 220, color: brandColors.amber, opacity: 0.1 },
      ],
    );
    dotGrid(doc, brandColors.mist, 0.07, 26);
    contours(doc, 1200, 420, {
      count: 9,
      r0: 60,
      step: 42,
      color: brandColors.mist,
      opacity: 0.16,
      squash: 0.7,
    });
    const target: Pt = [1200, 420];
    const starts: Pt[] = [
      [620, 940],
      [760, 960],
      [900, 940],
      [1040, 960],
    ];
    drawArcs(
      doc,
      starts.map((s) => quad(s, target, -0.25)),
      { width: 2 },
    );
    for (const s of starts) cityDot(doc, [s[0] + 20, s[1] - 80], { r: 3, color: brandColors.mist });
    pin(doc, target, 70);
    scrimLeft(doc, 0.58);
    return doc;
  },
};
