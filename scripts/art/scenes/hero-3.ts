import { brandColors } from '../../../src/theme/tokens';
import { HERO } from '../canvas';
import { CITY, EU_HUBS, LATAM } from '../geo/cities';
import { project } from '../geo/projection';
import type { Pt } from '../geometry';
import { drawArcs, liftedArc } from '../motifs/arcs';
import { backdrop } from '../motifs/backdrop';
import { cityDot } from '../motifs/cityDot';
import { dotGrid } from '../motifs/dotGrid';
import { globe } from '../motifs/globe';
import { scrimLeft } from '../motifs/scrims';
import { between } from '../random';
import { Svg } from '../svg/document';
import { pt } from '../svg/format';
import { el } from '../svg/markup';
import { smooth } from '../svg/pathData';
import type { Scene } from './scene';

/** Growth: three layered rising curves along the bottom, brightening towards the right. */
function growthCurves(doc: Svg, o: { x0: number; x1: number; base: number; rise: number }) {
  const r = doc.rand;
  for (let k = 0; k < 3; k++) {
    const pts: Pt[] = [];
    const steps = 9;
    for (let i = 0; i <= steps; i++) {
      const t = i / steps;
      const x = o.x0 + (o.x1 - o.x0) * t;
      pts.push([
        x,
        o.base - o.rise * (0.15 + k * 0.2) * Math.pow(t, 1.6) - between(r, 0, 14) - k * 18,
      ]);
    }
    const line = smooth(pts);
    const area = doc.linear(
      [
        [0, brandColors.mist, 0.07 - k * 0.02],
        [1, brandColors.mist, 0],
      ],
      { x1: 0, y1: 0, x2: 0, y2: 1 },
    );
    const fade = doc.linear(
      [
        [0, brandColors.amber, 0],
        [0.5, brandColors.amber, 0.5],
        [1, brandColors.amber, 0.95],
      ],
      { gradientUnits: 'userSpaceOnUse', x1: o.x0, y1: 0, x2: o.x1, y2: 0 },
    );
    doc.add(
      el('path', { d: `${line}L${pt([o.x1, doc.h])}L${pt([o.x0, doc.h])}Z`, fill: area }),
      el('path', {
        d: line,
        fill: 'none',
        stroke: fade,
        'stroke-width': 2 - k * 0.5,
        'stroke-opacity': 1 - k * 0.3,
      }),
    );
  }
}

/** Home hero, slide 3: a networked globe over growth curves, arcs lifting off towards Berlin. */
export const hero3: Scene = {
  file: 'home/hero-3.svg',
  draw() {
    const doc = new Svg('hero-3', ...HERO);
    backdrop(
      doc,
      [brandColors.ink, brandColors.navy, brandColors.blue],
      [{ x: 1130, y: 440, r: 700, color: brandColors.steel, opacity: 0.5 }],
    );
    dotGrid(doc, brandColors.mist, 0.08, 26);
    growthCurves(doc, { x0: 0, x1: 1600, base: 900, rise: 520 });
    const p = globe(doc, 1140, 440, 360, [-30, 18], 36);
    drawArcs(
      doc,
      LATAM.map((c) => liftedArc(p, c, CITY.berlin, 0.16)),
      { width: 1.8 },
    );
    drawArcs(
      doc,
      [CITY.madrid, CITY.amsterdam].map((c) => liftedArc(p, CITY.saoPaulo, c, 0.12)),
      { width: 1.2, glow: 0.3, from: brandColors.mist, to: brandColors.mist, fadeIn: 0.2 },
    );
    for (const c of [...LATAM, ...EU_HUBS.slice(1)]) cityDot(doc, project(p, c), { r: 2.8 });
    cityDot(doc, project(p, CITY.berlin), { r: 4.5, halo: 7 });
    scrimLeft(doc, 0.56);
    return doc;
  },
};
