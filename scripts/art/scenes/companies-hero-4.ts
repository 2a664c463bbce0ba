import { brandColors } from '../../../src/theme/tokens';
import { HERO } from '../canvas';
import { CITY } from '../geo/cities';
import { project } from '../geo/projection';
import { backdrop } from '../motifs/backdrop';
import { worldMap } from '../motifs/maps';
import { personNode } from '../motifs/people';
import { scrimLeft } from '../motifs/scrims';
import { Svg } from '../svg/document';
import { pt } from '../svg/format';
import { el } from '../svg/markup';
import type { Scene } from './scene';

/** Companies hero, slide 4: a European map with team members placed in its cities, linked up. */
export const companiesHero4: Scene = {
  file: 'for-companies/hero-4.svg',
  draw() {
    const doc = new Svg('companies-hero-4', ...HERO);
    backdrop(
      doc,
      [brandColors.ink, brandColors.navy, brandColors.blue],
      [{ x: 1200, y: 420, r: 660, color: brandColors.steel, opacity: 0.55 }],
    );
    const p = worldMap(doc, {
      region: [-12, 36, 30, 60],
      box: [
        [720, 60],
        [1600, 860],
      ],
    });
    const cities = [CITY.madrid, CITY.amsterdam, CITY.hamburg, CITY.berlin, CITY.munich];
    const points = cities.map((c) => project(p, c));
    doc.add(
      el('path', {
        d: `M${points.map(pt).join('L')}`,
        fill: 'none',
        stroke: brandColors.amber,
        'stroke-opacity': 0.6,
        'stroke-width': 2,
        'stroke-dasharray': '6 8',
      }),
    );
    const colors: [string, string][] = [
      [brandColors.amber, brandColors.navy],
      [brandColors.mist, brandColors.blue],
      [brandColors.coral, brandColors.paper],
      [brandColors.teal, brandColors.paper],
      [brandColors.amber, brandColors.navy],
    ];
    points.forEach((point, i) => {
      const [bg, fg] = colors[i] ?? colors[0]!;
      personNode(doc, point, i === 3 ? 30 : 22, bg, fg);
    });
    scrimLeft(doc, 0.56);
    return doc;
  },
};
