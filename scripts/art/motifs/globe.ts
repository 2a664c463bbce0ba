import { brandColors } from '../../../src/theme/tokens';
import { geoContains, geoDistance, geoOrthographic } from 'd3-geo';
import { LAND } from '../geo/atlas';
import { EU_HUBS, LATAM, type LonLat } from '../geo/cities';
import { geo, project } from '../geo/projection';
import { nearestEdges } from '../geometry';
import { between } from '../random';
import type { Svg } from '../svg/document';
import { el } from '../svg/markup';
import { landLayer } from './land';
import { NIGHT } from './mapThemes';

/**
 * Orthographic globe centred on `centre`, with atmosphere, land dots and a network linking the
 * talent cities, the European hubs and random points on visible land, `nodeCount` nodes in all.
 */
export function globe(
  doc: Svg,
  cx: number,
  cy: number,
  radius: number,
  centre: LonLat,
  nodeCount: number,
) {
  const p = geoOrthographic()
    .rotate([-centre[0], -centre[1]])
    .translate([cx, cy])
    .scale(radius)
    .clipAngle(90);
  const atmosphere = doc.radial([
    [0.78, brandColors.mist, 0],
    [0.84, brandColors.mist, 0.28],
    [1, brandColors.mist, 0],
  ]);
  const sea = doc.radial(
    [
      [0, brandColors.steel, 0.9],
      [1, brandColors.navy, 0.95],
    ],
    { cx: 0.35, cy: 0.3, r: 0.85 },
  );
  doc.add(
    el('circle', { cx, cy, r: radius * 1.2, fill: atmosphere }),
    el('circle', { cx, cy, r: radius, fill: sea }),
  );
  landLayer(doc, p, { ...NIGHT, landOpacity: 0.45, gridOpacity: 0.1 }, { dotGap: 6 });
  // rim light
  doc.add(
    el('circle', {
      cx,
      cy,
      r: radius,
      fill: 'none',
      stroke: brandColors.mist,
      'stroke-opacity': 0.35,
      'stroke-width': 1.2,
    }),
  );

  const r = doc.rand;
  const visible = (c: LonLat) => geoDistance(c, centre) < 1.3;
  const nodes: LonLat[] = [...LATAM, ...EU_HUBS];
  for (let tries = 0; nodes.length < nodeCount && tries < 5000; tries++) {
    const c: LonLat = [between(r, -130, 70), between(r, -45, 65)];
    if (visible(c) && geoContains(LAND, c) && nodes.every((q) => geoDistance(q, c) > 0.16))
      nodes.push(c);
  }
  const edges = nearestEdges(nodes, 2, geoDistance);
  doc.add(
    el('path', {
      d: geo(p, { type: 'MultiLineString', coordinates: edges }, 1.5, 0),
      fill: 'none',
      stroke: brandColors.mist,
      'stroke-opacity': 0.45,
      'stroke-width': 1,
    }),
  );
  nodes.slice(LATAM.length + EU_HUBS.length).forEach((c) => {
    const [x, y] = project(p, c);
    doc.add(el('circle', { cx: x, cy: y, r: 2.2, fill: brandColors.mist }));
  });
  return p;
}
