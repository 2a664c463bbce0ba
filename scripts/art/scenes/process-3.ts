import { brandColors } from '../../../src/theme/tokens';
import { COUNTRIES_110, country, COUNTRY_ID } from '../geo/atlas';
import { CITY } from '../geo/cities';
import { project } from '../geo/projection';
import { quad } from '../motifs/arcs';
import { highlight } from '../motifs/land';
import { PAPER } from '../motifs/mapThemes';
import { worldMap } from '../motifs/maps';
import { paperCard } from '../motifs/paperCard';
import { pin } from '../motifs/pin';
import { pt } from '../svg/format';
import { el } from '../svg/markup';
import type { Scene } from './scene';

/** Process step "contracts and paperwork": the planned route to Berlin, luggage on the way. */
export const process3: Scene = {
  file: 'home/process-3.svg',
  draw() {
    const doc = paperCard('process-3');
    const p = worldMap(doc, {
      region: [-85, -30, 30, 58],
      box: [
        [20, 80],
        [780, 600],
      ],
      theme: PAPER,
      highlightCountries: false,
    });
    highlight(doc, p, country(COUNTRIES_110, COUNTRY_ID.germany), { opacity: 0.8, stroke: 0.8 });
    const route = quad(project(p, CITY.laPaz), project(p, CITY.berlin), 0.3);
    doc.add(
      el('path', {
        d: route.d,
        fill: 'none',
        stroke: brandColors.blue,
        'stroke-width': 3,
        'stroke-dasharray': '2 10',
        'stroke-linecap': 'round',
      }),
    );
    doc.add(
      el('circle', { cx: route.a[0], cy: route.a[1], r: 9, fill: brandColors.blue }),
      el('circle', {
        cx: route.a[0],
        cy: route.a[1],
        r: 18,
        fill: 'none',
        stroke: brandColors.blue,
        'stroke-width': 2,
        opacity: 0.35,
      }),
    );
    // little "journey" marker halfway (a suitcase-like rounded square)
    const [mx, my] = route.at(0.55);
    doc.add(
      el('rect', { x: mx - 20, y: my - 15, width: 40, height: 30, rx: 7, fill: brandColors.amber }),
      el('path', {
        d: `M${pt([mx - 8, my - 15])}v-6h16v6`,
        fill: 'none',
        stroke: brandColors.amber,
        'stroke-width': 4,
        'stroke-linejoin': 'round',
      }),
      el('path', {
        d: `M${pt([mx - 20, my])}h40`,
        stroke: brandColors.blue,
        'stroke-opacity': 0.4,
        'stroke-width': 2,
      }),
    );
    pin(doc, route.b, 46);
    return doc;
  },
};
