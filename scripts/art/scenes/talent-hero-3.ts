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

/** Talent hero, slide 3: Europe with Germany highlighted, routes arriving from the west. */
export const talentHero3: Scene = {
  file: 'for-talent/hero-3.svg',
  draw() {
    const doc = new Svg('talent-hero-3', ...HERO);
    backdrop(
      doc,
      [brandColors.ink, brandColors.navy, brandColors.blue],
      [{ x: 1200, y: 400, r: 640, color: brandColors.steel, opacity: 0.55 }],
    );
    const p = worldMap(doc, {
      region: [-14, 34, 36, 64],
      box: [
        [700, 40],
        [1600, 880],
      ],
    });
    const cities = [CITY.berlin, CITY.munich, CITY.hamburg, CITY.frankfurt, CITY.amsterdam];
    const ends = cities.map((c) => project(p, c)).sort((a, b) => a[1] - b[1]);
    drawArcs(
      doc,
      ends.map((e, i) => quad([520, 380 + i * 110], e, 0.12)),
      { width: 2, fadeIn: 0 },
    );
    for (const e of ends) cityDot(doc, e, { r: 3.5 });
    cityDot(doc, project(p, CITY.berlin), { r: 5.5, halo: 7 });
    scrimLeft(doc, 0.56);
    return doc;
  },
};
