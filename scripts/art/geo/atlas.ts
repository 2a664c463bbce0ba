import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { geoCentroid, geoGraticule10 } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { feature, merge } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Box } from '../geometry';
import { must } from '../must';
import { repoRoot } from '../paths';

/**
 * The public-domain Natural Earth data shipped in `world-atlas`: land, countries at two levels
 * of detail (110m for world views, 50m for the Europe close-up) and a graticule.
 */
function loadTopo(file: string): Topology {
  return JSON.parse(
    readFileSync(join(repoRoot, 'node_modules', 'world-atlas', file), 'utf8'),
  ) as Topology;
}
const topo110 = loadTopo('countries-110m.json');
const topo50 = loadTopo('countries-50m.json');
const landTopo = loadTopo('land-110m.json');

export const LAND = feature(
  landTopo,
  must(landTopo.objects.land, 'land object in land-110m.json'),
) as unknown as FeatureCollection;

const countries = (t: Topology) =>
  (
    feature(
      t,
      must(t.objects.countries, 'countries object in topology'),
    ) as unknown as FeatureCollection
  ).features as Feature<Geometry, { name: string }>[];
export const COUNTRIES_110 = countries(topo110);
export const COUNTRIES_50 = countries(topo50);

/** ISO 3166-1 numeric codes, the ids world-atlas gives its countries. */
export const COUNTRY_ID = { bolivia: '068', germany: '276' };

export const country = (list: Feature[], id: string) => list.find((c) => c.id === id)!;

export const GRATICULE = geoGraticule10();

export const centroidOf = (f: Feature) => geoCentroid(f);

/** Merged outline of every 110m country whose centre lies in a lon/lat box. */
export function continent([w, s, e, n]: Box, exclude: string[] = []): Geometry {
  const geoms = (
    topo110.objects.countries as GeometryCollection<{ name: string }>
  ).geometries.filter((g) => {
    if (exclude.includes(String(g.id))) return false;
    const f = COUNTRIES_110.find((c) => c.id === g.id)!;
    const [lon, lat] = centroidOf(f);
    return lon >= w && lon <= e && lat >= s && lat <= n;
  });
  const merged = merge(topo110, geoms as never);
  // keep outer rings only: a stylised continent has no holes
  return {
    type: 'MultiPolygon',
    coordinates: merged.coordinates.map((poly) => [must(poly[0], 'outer ring of polygon')]),
  };
}
