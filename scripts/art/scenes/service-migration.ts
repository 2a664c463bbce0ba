import { brandColors } from '../../../src/theme/tokens';
import { CARD } from '../canvas';
import { CITY } from '../geo/cities';
import { project } from '../geo/projection';
import { drawArcs, quad } from '../motifs/arcs';
import { backdrop } from '../motifs/backdrop';
import { cityDot } from '../motifs/cityDot';
import { worldMap } from '../motifs/maps';
import { pin } from '../motifs/pin';
import { scrimBottom } from '../motifs/scrims';
import { Svg } from '../svg/document';
import type { Scene } from './scene';

/** Service card "migration": one dotted route from La Paz to a pin on Berlin. */
export const serviceMigration: Scene = {
  file: 'home/service-migration.svg',
  draw() {
    const doc = new Svg('service-migration', ...CARD);
    backdrop(
      doc,
      [brandColors.blue, brandColors.navy, brandColors.ink],
      [{ x: 430, y: 360, r: 520, color: brandColors.steel, opacity: 0.7 }],
      { x1: 0, y1: 0, x2: 0.3, y2: 1 },
    );
    const p = worldMap(doc, {
      region: [-82, -28, 22, 58],
      box: [
        [40, 110],
        [760, 740],
      ],
    });
    const route = quad(project(p, CITY.laPaz), project(p, CITY.berlin), 0.25);
    drawArcs(doc, [route], { width: 2.5, dash: '2 9', glow: 0.6 });
    cityDot(doc, route.a, { r: 4.5, color: brandColors.amber });
    pin(doc, route.b, 38);
    scrimBottom(doc, 0.5);
    return doc;
  },
};
