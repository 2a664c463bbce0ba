import { brandColors } from '../../../src/theme/tokens';
import { geoMercator } from 'd3-geo';
import type { Geometry } from 'geojson';
import { HERO } from '../canvas';
import { continent } from '../geo/atlas';
import { CITY, EU_HUBS, type LonLat } from '../geo/cities';
import { fit, geo, project } from '../geo/projection';
import type { Box, Pt } from '../geometry';
import { drawArcs, quad } from '../motifs/arcs';
import { backdrop } from '../motifs/backdrop';
import { cityDot } from '../motifs/cityDot';
import { dotGrid } from '../motifs/dotGrid';
import { personNode } from '../motifs/people';
import { scrimLeft } from '../motifs/scrims';
import { Svg } from '../svg/document';
import { pt } from '../svg/format';
import { el, use } from '../svg/markup';
import type { Scene } from './scene';

const SOUTH_AMERICA: Box = [-82, -56, -34, 13];
/** Countries left out of Europe's outline: Turkey, Georgia, Armenia, Azerbaijan, Kazakhstan. */
const NOT_EUROPE = ['792', '268', '051', '031', '398'];

/** Continent outline projected on its own, scaled into a box (stylised). */
function continentShape(
  doc: Svg,
  g: Geometry,
  region: Box,
  box: [Pt, Pt],
  fill: string,
  dots: string,
) {
  const p = fit(geoMercator(), region, box);
  const d = doc.shape(geo(p, g, 1.2, 6));
  doc.add(
    use(d, { fill: brandColors.amber, opacity: 0.12, filter: doc.blur(22) }),
    use(d, { fill }),
    use(d, { fill: doc.dots(9, 1.9, dots, 0.6) }),
    use(d, {
      fill: 'none',
      stroke: dots,
      'stroke-opacity': 0.6,
      'stroke-width': 1.4,
      'stroke-linejoin': 'round',
    }),
  );
  return p;
}

/** Home hero, slide 4: a suspension bridge from South America to Europe, people crossing it. */
export const hero4: Scene = {
  file: 'home/hero-4.svg',
  draw() {
    const doc = new Svg('hero-4', ...HERO);
    backdrop(
      doc,
      [brandColors.ink, brandColors.navy, brandColors.blue],
      [
        { x: 1150, y: 460, r: 700, color: brandColors.steel, opacity: 0.5 },
        { x: 1150, y: 330, r: 300, color: brandColors.amber, opacity: 0.07 },
      ],
    );
    dotGrid(doc, brandColors.mist, 0.07, 26);
    const blue = doc.linear(
      [
        [0, brandColors.steel],
        [1, brandColors.blue],
      ],
      { x1: 0, y1: 0, x2: 0, y2: 1 },
    );
    const sa = continentShape(
      doc,
      continent(SOUTH_AMERICA),
      SOUTH_AMERICA,
      [
        [820, 340],
        [1110, 850],
      ],
      blue,
      brandColors.amber,
    );
    const eu = continentShape(
      doc,
      continent([-25, 35, 40, 71], NOT_EUROPE),
      [-11, 35, 32, 66],
      [
        [1150, 70],
        [1490, 410],
      ],
      blue,
      brandColors.mist,
    );

    // suspension bridge: main cable (arc) + deck + hangers, team nodes on the deck
    const a = project(sa, CITY.laPaz);
    const b = project(eu, CITY.berlin);
    const cable = quad(a, b, 0.32);
    const deck = quad(project(sa, CITY.santaCruz), project(eu, CITY.munich), 0.1);
    const hangers: string[] = [];
    for (let i = 1; i < 12; i++) hangers.push(`M${pt(cable.at(i / 12))}L${pt(deck.at(i / 12))}`);
    doc.add(
      el('path', {
        d: hangers.join(''),
        stroke: brandColors.mist,
        'stroke-opacity': 0.35,
        'stroke-width': 1,
      }),
    );
    const strandEnds: [LonLat, LonLat][] = [
      [CITY.bogota, CITY.amsterdam],
      [CITY.lima, CITY.madrid],
      [CITY.saoPaulo, CITY.berlin],
    ];
    const strands = strandEnds.map(([from, to], i) =>
      quad(project(sa, from), project(eu, to), 0.22 + i * 0.04),
    );
    drawArcs(doc, strands, {
      width: 1,
      glow: 0,
      opacity: 0.55,
      from: brandColors.mist,
      to: brandColors.mist,
    });
    drawArcs(doc, [cable], { width: 2.6 });
    drawArcs(doc, [deck], {
      width: 2,
      from: brandColors.amber,
      to: brandColors.coral,
      fadeIn: 0.8,
    });
    const riders: [t: number, bg: string, fg: string][] = [
      [0.3, brandColors.amber, brandColors.navy],
      [0.5, brandColors.mist, brandColors.blue],
      [0.7, brandColors.coral, brandColors.paper],
    ];
    riders.forEach(([t, bg, fg]) => personNode(doc, deck.at(t), 17, bg, fg));
    for (const c of [CITY.laPaz, CITY.santaCruz, CITY.bogota, CITY.lima, CITY.saoPaulo])
      cityDot(doc, project(sa, c), { r: 3 });
    for (const c of EU_HUBS)
      cityDot(doc, project(eu, c), {
        r: 3,
        color: c === CITY.berlin ? brandColors.amber : brandColors.mist,
      });
    scrimLeft(doc, 0.56);
    return doc;
  },
};
