import { brandColors } from '../../../src/theme/tokens';
import { HERO } from '../canvas';
import { CITY } from '../geo/cities';
import { project } from '../geo/projection';
import { drawArcs, quad } from '../motifs/arcs';
import { backdrop } from '../motifs/backdrop';
import { cityDot } from '../motifs/cityDot';
import { europeMap } from '../motifs/maps';
import { scrimLeft } from '../motifs/scrims';
import { Svg } from '../svg/document';
import type { Scene } from './scene';

/** Home hero, slide 2: Europe close up, arcs arriving in German cities from the south-west. */
export const hero2: Scene = {
  file: 'home/hero-2.svg',
  draw() {
    const doc = new Svg('hero-2', ...HERO);
    backdrop(
      doc,
      [brandColors.ink, brandColors.navy, brandColors.blue],
      [{ x: 1180, y: 420, r: 650, color: brandColors.steel, opacity: 0.6 }],
    );
    const p = europeMap(
      doc,
      [-11, 35, 32, 62],
      [
        [640, 20],
        [1600, 900],
      ],
    );
    const targets = [CITY.berlin, CITY.munich, CITY.hamburg, CITY.frankfurt];
    // pair starts and ends in the same order so the arcs of the fan never cross
    const ends = targets.map((c) => project(p, c)).sort((a, b) => a[0] + a[1] - (b[0] + b[1]));
    drawArcs(
      doc,
      ends.map((e, i) => quad([400 + i * 90, 960], e, -0.2)),
      { fadeIn: 0, width: 2.2 },
    );
    for (const c of [CITY.madrid, CITY.amsterdam])
      cityDot(doc, project(p, c), { r: 3, color: brandColors.mist });
    for (const c of targets.slice(1)) cityDot(doc, project(p, c), { r: 3.5 });
    cityDot(doc, project(p, CITY.berlin), { r: 5.5, halo: 7 });
    scrimLeft(doc, 0.58);
    return doc;
  },
};
