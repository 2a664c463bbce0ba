import { brandColors } from '../../../src/theme/tokens';
import { HERO } from '../canvas';
import { CITY } from '../geo/cities';
import { project } from '../geo/projection';
import { drawArcs, quad } from '../motifs/arcs';
import { backdrop } from '../motifs/backdrop';
import { cityDot } from '../motifs/cityDot';
import { worldMap } from '../motifs/maps';
import { scrimLeft } from '../motifs/scrims';
import { Svg } from '../svg/document';
import type { Scene } from './scene';

/** Relocation hero, slide 1: Bolivia and Germany highlighted, one route from La Paz to Berlin. */
export const relocationHero1: Scene = {
  file: 'relocation/hero-1.svg',
  draw() {
    const doc = new Svg('relocation-hero-1', ...HERO);
    backdrop(
      doc,
      [brandColors.ink, brandColors.navy, brandColors.blue],
      [{ x: 1150, y: 420, r: 700, color: brandColors.steel, opacity: 0.5 }],
    );
    const p = worldMap(doc, {
      region: [-85, -40, 30, 62],
      box: [
        [640, 40],
        [1600, 880],
      ],
    });
    const berlin = project(p, CITY.berlin);
    drawArcs(
      doc,
      [CITY.laPaz, CITY.santaCruz].map((c) => quad(project(p, c), berlin, 0.22)),
      { width: 2.4 },
    );
    cityDot(doc, project(p, CITY.laPaz), { r: 4 });
    cityDot(doc, project(p, CITY.santaCruz), { r: 3.5 });
    cityDot(doc, berlin, { r: 5.5, halo: 8 });
    scrimLeft(doc, 0.6);
    return doc;
  },
};
