import { brandColors } from '../../../src/theme/tokens';
import { HERO } from '../canvas';
import { CITY, LATAM } from '../geo/cities';
import { project } from '../geo/projection';
import { drawArcs, liftedArc } from '../motifs/arcs';
import { backdrop } from '../motifs/backdrop';
import { cityDot } from '../motifs/cityDot';
import { globe } from '../motifs/globe';
import { scrimLeft } from '../motifs/scrims';
import { Svg } from '../svg/document';
import type { Scene } from './scene';

/** Talent hero, slide 2: the Atlantic on a globe, routes lifting off from Latin America to Germany. */
export const talentHero2: Scene = {
  file: 'for-talent/hero-2.svg',
  draw() {
    const doc = new Svg('talent-hero-2', ...HERO);
    backdrop(
      doc,
      [brandColors.ink, brandColors.navy, brandColors.blue],
      [{ x: 1160, y: 450, r: 680, color: brandColors.steel, opacity: 0.5 }],
    );
    const p = globe(doc, 1160, 470, 380, [-35, 10], 30);
    drawArcs(
      doc,
      LATAM.map((c) => liftedArc(p, c, CITY.berlin, 0.18)),
      { width: 2 },
    );
    cityDot(doc, project(p, CITY.berlin), { r: 6, halo: 8 });
    scrimLeft(doc, 0.56);
    return doc;
  },
};
