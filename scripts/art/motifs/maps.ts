import { geoMercator, geoNaturalEarth1, type GeoProjection } from 'd3-geo';
import type { FeatureCollection } from 'geojson';
import { centroidOf, COUNTRIES_110, COUNTRIES_50, country, COUNTRY_ID } from '../geo/atlas';
import { fit } from '../geo/projection';
import type { Box, Pt } from '../geometry';
import type { Svg } from '../svg/document';
import { highlight, landLayer } from './land';
import { NIGHT, type MapTheme } from './mapThemes';

/** Natural Earth world map, by default with Bolivia and Germany softly highlighted. */
export function worldMap(
  doc: Svg,
  s: {
    /** The lon/lat box that fills `box`. */
    region: Box;
    /** Where `region` lands on the canvas, in pixels. */
    box: [Pt, Pt];
    theme?: MapTheme;
    highlightCountries?: boolean;
  },
): GeoProjection {
  const p = fit(geoNaturalEarth1().rotate([30, 0]), s.region, s.box, [doc.w, doc.h]);
  landLayer(doc, p, s.theme ?? NIGHT);
  if (s.highlightCountries !== false) {
    highlight(doc, p, country(COUNTRIES_110, COUNTRY_ID.bolivia), { opacity: 0.35, stroke: 0.8 });
    highlight(doc, p, country(COUNTRIES_110, COUNTRY_ID.germany), { opacity: 0.5, stroke: 0.8 });
  }
  return p;
}

/** Europe close-up (50m data, so coastlines stay crisp at this scale) with Germany glowing warm. */
export function europeMap(doc: Svg, region: Box, box: [Pt, Pt]): GeoProjection {
  const p = fit(geoMercator(), region, box, [doc.w, doc.h]);
  const [w, s, e, n] = region;
  const near = COUNTRIES_50.filter((f) => {
    const [lon, lat] = centroidOf(f);
    return lon > w - 40 && lon < e + 60 && lat > s - 30 && lat < n + 30;
  });
  const fc: FeatureCollection = { type: 'FeatureCollection', features: near };
  landLayer(doc, p, NIGHT, { shapes: fc, dotGap: 8, minDist: 1.1 });
  highlight(doc, p, country(COUNTRIES_50, COUNTRY_ID.germany), {
    opacity: 0.6,
    halo: 0.35,
    stroke: 1.4,
    minDist: 0.8,
  });
  return p;
}
