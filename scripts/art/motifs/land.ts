import { brandColors } from '../../../src/theme/tokens';
import type { GeoPermissibleObjects, GeoProjection } from 'd3-geo';
import type { Feature } from 'geojson';
import { GRATICULE, LAND } from '../geo/atlas';
import { geo } from '../geo/projection';
import type { Svg } from '../svg/document';
import { el, use } from '../svg/markup';
import type { MapTheme } from './mapThemes';

/** Land as a soft fill overlaid by a halftone dot pattern, plus graticule. */
export function landLayer(
  doc: Svg,
  p: GeoProjection,
  t: MapTheme,
  o: { shapes?: GeoPermissibleObjects; dotGap?: number; minDist?: number } = {},
) {
  doc.add(
    el('path', {
      d: geo(p, GRATICULE, 2),
      fill: 'none',
      stroke: t.grid,
      'stroke-opacity': t.gridOpacity,
      'stroke-width': 1,
    }),
  );
  const d = doc.shape(geo(p, o.shapes ?? LAND, o.minDist ?? 0.9, 2.5));
  const gap = o.dotGap ?? 7;
  doc.add(
    use(d, { fill: t.land, 'fill-opacity': t.landOpacity }),
    use(d, { fill: doc.dots(gap, gap * 0.2, t.dots, t.dotsOpacity) }),
    use(d, {
      fill: 'none',
      stroke: t.coast,
      'stroke-opacity': t.coastOpacity,
      'stroke-width': 0.8,
      'stroke-linejoin': 'round',
    }),
  );
}

/** Highlight one country with a warm gradient and, optionally, a halo. */
export function highlight(
  doc: Svg,
  p: GeoProjection,
  f: Feature,
  o: { opacity: number; stroke: number; halo?: number; minDist?: number },
) {
  const d = doc.shape(geo(p, f, o.minDist ?? 0.7));
  const fill = doc.linear(
    [
      [0, brandColors.amber],
      [1, brandColors.coral],
    ],
    { x1: 0, y1: 0, x2: 0.6, y2: 1 },
  );
  if (o.halo) doc.add(use(d, { fill: brandColors.amber, opacity: o.halo, filter: doc.blur(18) }));
  doc.add(
    use(d, { fill, 'fill-opacity': o.opacity }),
    use(d, {
      fill: 'none',
      stroke: brandColors.amber,
      'stroke-width': o.stroke,
      'stroke-opacity': 0.9,
      'stroke-linejoin': 'round',
    }),
  );
}
