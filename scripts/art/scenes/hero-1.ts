import { brandColors } from '../../../src/theme/tokens';
import { CITY, LATAM } from '../geo/cities';
import { project } from '../geo/projection';
import { HERO } from '../canvas';
import { drawArcs, quad } from '../motifs/arcs';
import { backdrop } from '../motifs/backdrop';
import { cityDot } from '../motifs/cityDot';
import { worldMap } from '../motifs/maps';
import { scrimLeft } from '../motifs/scrims';
import { Svg } from '../svg/document';
import type { Scene } from './scene';

/** Home hero, slide 1: the world, with talent arcs from Latin America converging on Berlin. */
export const hero1: Scene = {
  file: 'home/hero-1.svg',
  draw() {
    const doc = new Svg('hero-1', ...HERO);
    backdrop(
      doc,
      [brandColors.ink, brandColors.navy, brandColors.blue],
      [
        { x: 1150, y: 380, r: 720, color: brandColors.steel, opacity: 0.55 },
        { x: 1230, y: 250, r: 260, color: brandColors.amber, opacity: 0.08 },
      ],
    );
    const p = worldMap(doc, {
      region: [-112, -56, 42, 70],
      box: [
        [560, 30],
        [1640, 900],
      ],
    });
    const berlin = project(p, CITY.berlin);
    const hubs = [CITY.madrid, CITY.amsterdam, CITY.munich];
    // fainter side routes to the other hubs first, so the main arcs draw on top of them
    const hubArcs = hubs.flatMap((h) =>
      [CITY.laPaz, CITY.bogota].map((c) => quad(project(p, c), project(p, h), 0.2 * 0.9)),
    );
    drawArcs(doc, hubArcs, {
      width: 1,
      glow: 0,
      from: brandColors.mist,
      to: brandColors.mist,
      opacity: 0.45,
      fadeIn: 0.1,
    });
    drawArcs(
      doc,
      LATAM.map((c) => quad(project(p, c), berlin, 0.2)),
    );
    for (const h of hubs) cityDot(doc, project(p, h), { r: 2.5, color: brandColors.mist, halo: 4 });
    for (const c of LATAM) cityDot(doc, project(p, c), { r: 3.2 });
    cityDot(doc, berlin, { r: 5, halo: 7 });
    scrimLeft(doc, 0.6);
    return doc;
  },
};
