import { brandColors } from '../../../src/theme/tokens';
import { HERO } from '../canvas';
import { EU_HUBS, LATAM } from '../geo/cities';
import { project } from '../geo/projection';
import { drawArcs, quad } from '../motifs/arcs';
import { backdrop } from '../motifs/backdrop';
import { cityDot } from '../motifs/cityDot';
import { worldMap } from '../motifs/maps';
import { scrimLeft } from '../motifs/scrims';
import { Svg } from '../svg/document';
import type { Scene } from './scene';

/** Companies hero, slide 2: the Atlantic, fast routes from Latin American cities to European hubs. */
export const companiesHero2: Scene = {
  file: 'for-companies/hero-2.svg',
  draw() {
    const doc = new Svg('companies-hero-2', ...HERO);
    backdrop(
      doc,
      [brandColors.ink, brandColors.navy, brandColors.blue],
      [{ x: 1150, y: 420, r: 720, color: brandColors.steel, opacity: 0.5 }],
    );
    const p = worldMap(doc, {
      region: [-105, -45, 35, 62],
      box: [
        [600, 40],
        [1620, 880],
      ],
    });
    const hubs = EU_HUBS.map((c) => project(p, c));
    drawArcs(
      doc,
      LATAM.map((c, i) => quad(project(p, c), hubs[i % hubs.length] ?? hubs[0]!, 0.18)),
      { width: 1.8 },
    );
    for (const c of LATAM) cityDot(doc, project(p, c), { r: 3 });
    for (const h of hubs) cityDot(doc, h, { r: 4.5, halo: 6 });
    scrimLeft(doc, 0.58);
    return doc;
  },
};
