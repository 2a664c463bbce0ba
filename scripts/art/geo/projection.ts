import { geoPath, type GeoPermissibleObjects, type GeoProjection } from 'd3-geo';
import type { Box, Pt } from '../geometry';
import { PathSink } from '../svg/pathData';
import type { LonLat } from './cities';

/** Fit a projection so that a lon/lat box fills a pixel box; clip to canvas. */
export function fit(
  p: GeoProjection,
  [w, s, e, n]: Box,
  box: [Pt, Pt],
  canvas?: [number, number],
): GeoProjection {
  const pts: LonLat[] = [];
  for (let i = 0; i <= 8; i++)
    for (let j = 0; j <= 8; j++) pts.push([w + ((e - w) * i) / 8, s + ((n - s) * j) / 8]);
  p.fitExtent(box, { type: 'MultiPoint', coordinates: pts });
  if (canvas)
    p.clipExtent([
      [-4, -4],
      [canvas[0] + 4, canvas[1] + 4],
    ]);
  return p;
}

export const project = (p: GeoProjection, c: LonLat): Pt => p(c) as Pt;

/** Compact SVG path data for a geographic object (see PathSink for what is dropped). */
export function geo(
  p: GeoProjection,
  obj: GeoPermissibleObjects,
  minDist: number,
  minSize = 2,
): string {
  const sink = new PathSink(minDist, minSize);
  geoPath(p, sink)(obj);
  return sink.result();
}
