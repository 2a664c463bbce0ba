import { brandColors } from '../../../src/theme/tokens';
import { HERO } from '../canvas';
import { CITY, EU_HUBS, LATAM } from '../geo/cities';
import { project } from '../geo/projection';
import { drawArcs, liftedArc } from '../motifs/arcs';
import { backdrop } from '../motifs/backdrop';
import { cityDot } from '../motifs/cityDot';
import { dotGrid } from '../motifs/dotGrid';
import { globe } from '../motifs/globe';
import { scrimLeft } from '../motifs/scrims';
import { Svg } from '../svg/document';
import type { Scene } from './scene';

/** Companies hero, slide 3: a globe turned to Europe, talent routes arriving at several hubs. */
export const companiesHero3: Scene = {
  file: 'for-companies/hero-3.svg',
  draw() {
    const doc = new Svg('companies-hero-3', ...HERO);
    backdrop(
      doc,
      [brandColors.ink, brandColors.navy, brandColors.blue],
      [
        { x: 1150, y: 440, r: 700, color: brandColors.steel, opacity: 0.5 },
        { x: 1240, y: 300, r: 240, color: brandColors.amber, opacity: 0.07 },
      ],
    );
    dotGrid(doc, brandColors.mist, 0.06, 28);
    const p = globe(doc, 1150, 450, 360, [-15, 25], 32);
    drawArcs(
      doc,
      LATAM.map((c, i) => liftedArc(p, c, EU_HUBS[i % EU_HUBS.length] ?? CITY.berlin, 0.14)),
      { width: 1.8 },
    );
    for (const c of EU_HUBS) cityDot(doc, project(p, c), { r: 4, halo: 5 });
    scrimLeft(doc, 0.56);
    return doc;
  },
};
