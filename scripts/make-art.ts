/**
 * Generates every illustration of the marketing site as hand-written SVG.
 *
 *   npx tsx scripts/make-art.ts
 *
 * All art is original and derived from code: maps come from the public-domain
 * Natural Earth data shipped in `world-atlas`, projected with d3-geo. Output is
 * deterministic (seeded pseudo-random numbers) so re-running the script only
 * changes files when the code changes. Images contain no text: headlines are
 * overlaid by the page so they stay translatable.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  geoCentroid,
  geoContains,
  geoDistance,
  geoGraticule10,
  geoInterpolate,
  geoMercator,
  geoNaturalEarth1,
  geoOrthographic,
  geoPath,
  type GeoPermissibleObjects,
  type GeoProjection,
} from 'd3-geo';
import { feature, merge } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Feature, FeatureCollection, Geometry } from 'geojson';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'public', 'images');

/* ------------------------------------------------------------------ palette */

const C = {
  night: '#071A31', // a shade darker than navy, used for scrims only
  navy: '#0B2545',
  navy2: '#13315C',
  blue: '#1D4E89',
  sky: '#8DA9C4',
  paper: '#F4F1EA',
  paper2: '#FBFAF7',
  amber: '#F2A541',
  coral: '#E76F51',
  teal: '#2A9D8F',
  white: '#FFFFFF',
} as const;

/* -------------------------------------------------------------- geography */

type LonLat = [number, number];
type Pt = [number, number];
/** A box as [west, south, east, north] in lon/lat, or [x0, y0, x1, y1] in pixels. */
type Box = [number, number, number, number];

/** Narrow away `undefined` from an indexed access, failing loudly if it is missing. */
function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`make-art: missing ${what}`);
  return value;
}

const CITY = {
  laPaz: [-68.15, -16.5],
  santaCruz: [-63.18, -17.78],
  bogota: [-74.07, 4.71],
  lima: [-77.04, -12.05],
  saoPaulo: [-46.63, -23.55],
  mexico: [-99.13, 19.43],
  berlin: [13.4, 52.52],
  munich: [11.58, 48.14],
  madrid: [-3.7, 40.42],
  amsterdam: [4.9, 52.37],
  hamburg: [9.99, 53.55],
  frankfurt: [8.68, 50.11],
  cologne: [6.96, 50.94],
  stuttgart: [9.18, 48.78],
  leipzig: [12.37, 51.34],
} satisfies Record<string, LonLat>;

const LATAM: LonLat[] = [
  CITY.laPaz,
  CITY.santaCruz,
  CITY.bogota,
  CITY.lima,
  CITY.saoPaulo,
  CITY.mexico,
];
const EU_HUBS: LonLat[] = [CITY.berlin, CITY.munich, CITY.madrid, CITY.amsterdam];
const ID = { bolivia: '068', germany: '276' };

function loadTopo(file: string): Topology {
  return JSON.parse(
    readFileSync(join(ROOT, 'node_modules', 'world-atlas', file), 'utf8'),
  ) as Topology;
}
const topo110 = loadTopo('countries-110m.json');
const topo50 = loadTopo('countries-50m.json');
const landTopo = loadTopo('land-110m.json');

const LAND = feature(
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
const COUNTRIES_110 = countries(topo110);
const COUNTRIES_50 = countries(topo50);
const country = (list: Feature[], id: string) => list.find((c) => c.id === id)!;
const GRATICULE = geoGraticule10();

/** Merged outline of every 110m country whose centre lies in a lon/lat box. */
function continent([w, s, e, n]: Box, exclude: string[] = []): Geometry {
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
const centroidOf = (f: Feature) => geoCentroid(f) as LonLat;

/** Fit a projection so that a lon/lat box fills a pixel box; clip to canvas. */
function fit(
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
const project = (p: GeoProjection, c: LonLat): Pt => p(c) as Pt;

/* ------------------------------------------------------- numbers & random */

/** Format a number with at most one decimal and no leading zero. */
function n1(v: number): string {
  const s = String(Math.round(v * 10) / 10);
  return s === '-0' ? '0' : s.replace(/^(-?)0\./, '$1.');
}
const pt = ([x, y]: Pt) => `${n1(x)} ${n1(y)}`;

/** mulberry32: tiny, seedable PRNG. */
function rng(seed: string) {
  let a = 0;
  for (const ch of seed) a = (Math.imul(a, 31) + ch.charCodeAt(0)) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
type Rand = ReturnType<typeof rng>;
const between = (r: Rand, a: number, b: number) => a + (b - a) * r();

/* ------------------------------------------------------------ path output */

/**
 * d3-geo path context that writes compact SVG path data: coordinates rounded
 * to 0.1 px, relative line-tos, points closer than `minDist` dropped and rings
 * smaller than `minSize` skipped (tiny islands add bytes, not beauty).
 */
class PathSink {
  private out: string[] = [];
  private ring: Pt[] = [];
  constructor(
    private minDist = 0.9,
    private minSize = 2,
  ) {}
  moveTo(x: number, y: number) {
    this.flush(false);
    this.ring = [[Math.round(x * 10), Math.round(y * 10)]];
  }
  lineTo(x: number, y: number) {
    const p: Pt = [Math.round(x * 10), Math.round(y * 10)];
    const last = this.ring[this.ring.length - 1];
    if (last && Math.hypot(p[0] - last[0], p[1] - last[1]) < this.minDist * 10) return;
    this.ring.push(p);
  }
  closePath() {
    this.flush(true);
  }
  beginPath() {}
  arc() {}
  result() {
    this.flush(false);
    return this.out.join('');
  }
  private flush(closed: boolean) {
    const r = this.ring;
    this.ring = [];
    if (r.length < (closed ? 3 : 2)) return;
    const xs = r.map((p) => p[0]);
    const ys = r.map((p) => p[1]);
    const size = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
    if (size < this.minSize * 10) return;
    const num = (t: number) => n1(t / 10);
    const sep = (s: string) => (s.startsWith('-') ? s : ` ${s}`);
    const [first, ...rest] = r;
    if (!first) return;
    let d = `M${num(first[0])}${sep(num(first[1]))}l`;
    let prev = first;
    for (const p of rest) {
      d += sep(num(p[0] - prev[0])) + sep(num(p[1] - prev[1]));
      prev = p;
    }
    this.out.push(d.replace('l ', 'l') + (closed ? 'z' : ''));
  }
}

function geo(p: GeoProjection, obj: GeoPermissibleObjects, minDist = 0.9, minSize = 2): string {
  const sink = new PathSink(minDist, minSize);
  geoPath(p, sink)(obj);
  return sink.result();
}

/** Smooth closed or open curve through points (Catmull-Rom → cubic Bézier). */
function smooth(points: Pt[], closed = false): string {
  const n = points.length;
  const at = (i: number): Pt =>
    must(
      closed ? points[(i + n) % n] : points[Math.max(0, Math.min(n - 1, i))],
      `curve point ${i}`,
    );
  let d = `M${pt(at(0))}`;
  const segs = closed ? n : n - 1;
  for (let i = 0; i < segs; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${pt(c1)} ${pt(c2)} ${pt(p2)}`;
  }
  return d + (closed ? 'Z' : '');
}

/* ---------------------------------------------------------- SVG document */

type Stop = [offset: number, color: string, opacity?: number];
type Attrs = Record<string, string | number | undefined>;

const attrs = (a: Attrs) =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n1(v) : v}"`)
    .join('');
const el = (tag: string, a: Attrs, children?: string) =>
  children === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${children}</${tag}>`;
const stops = (s: Stop[]) =>
  s
    .map(([o, c, op]) =>
      el('stop', { offset: o, 'stop-color': c, 'stop-opacity': op === 1 ? undefined : op }),
    )
    .join('');

class Svg {
  private defs: string[] = [];
  private body: string[] = [];
  private count = 0;
  private memo = new Map<string, string>();
  readonly rand: Rand;
  constructor(
    readonly name: string,
    readonly w: number,
    readonly h: number,
  ) {
    this.rand = rng(name);
  }
  /** Unique id; prefixed so inlined SVGs never clash. */
  id(kind: string) {
    return `${this.name.replace(/\W+/g, '')}-${kind}${this.count++}`;
  }
  def(kind: string, make: (id: string) => string, key?: string): string {
    if (key && this.memo.has(key)) return this.memo.get(key)!;
    const id = this.id(kind);
    this.defs.push(make(id));
    const ref = `url(#${id})`;
    if (key) this.memo.set(key, ref);
    return ref;
  }
  add(...parts: string[]) {
    this.body.push(...parts);
    return this;
  }
  /** Wrap everything drawn inside `draw` in one <g> (e.g. to rotate a group). */
  group(a: Attrs, draw: () => void) {
    const start = this.body.length;
    draw();
    this.body.push(el('g', a, this.body.splice(start).join('')));
  }
  linear(s: Stop[], g: Attrs = { x1: 0, y1: 0, x2: 1, y2: 0 }) {
    return this.def(
      'lg',
      (id) => el('linearGradient', { id, ...g }, stops(s)),
      JSON.stringify([s, g]),
    );
  }
  radial(s: Stop[], g: Attrs = {}) {
    return this.def(
      'rg',
      (id) => el('radialGradient', { id, ...g }, stops(s)),
      JSON.stringify([s, g]),
    );
  }
  blur(std: number) {
    return this.def(
      'blur',
      (id) =>
        el(
          'filter',
          { id, filterUnits: 'userSpaceOnUse', x: 0, y: 0, width: this.w, height: this.h },
          el('feGaussianBlur', { stdDeviation: std }),
        ),
      `blur${std}`,
    );
  }
  dots(gap: number, r: number, color: string, opacity = 1) {
    return this.def(
      'dots',
      (id) =>
        el(
          'pattern',
          { id, width: gap, height: gap, patternUnits: 'userSpaceOnUse' },
          el('circle', {
            cx: gap / 2,
            cy: gap / 2,
            r,
            fill: color,
            'fill-opacity': opacity === 1 ? undefined : opacity,
          }),
        ),
      `dots${gap}${r}${color}${opacity}`,
    );
  }
  /** Register path data once; returns an href for <use> (saves bytes when drawn several times). */
  shape(d: string) {
    return '#' + this.def('shape', (id) => el('path', { id, d })).slice(5, -1);
  }
  clip(shape: string) {
    return this.def('clip', (id) => el('clipPath', { id }, shape));
  }
  mask(shape: string) {
    return this.def('mask', (id) =>
      el(
        'mask',
        { id, maskUnits: 'userSpaceOnUse', x: 0, y: 0, width: this.w, height: this.h },
        shape,
      ),
    );
  }
  toString() {
    const { w, h } = this;
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" preserveAspectRatio="xMidYMid slice">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>\n`
    );
  }
  save(relPath: string) {
    const file = join(OUT, relPath);
    mkdirSync(dirname(file), { recursive: true });
    const text = this.toString();
    writeFileSync(file, text);
    console.log(`${(text.length / 1024).toFixed(1).padStart(6)} KB  public/images/${relPath}`);
  }
}

/* ------------------------------------------------------ shared ingredients */

const use = (href: string, a: Attrs) => el('use', { href, ...a });
const fullRect = (doc: Svg, fill: string, extra: Attrs = {}) =>
  el('rect', { width: doc.w, height: doc.h, fill, ...extra });

interface Glow {
  x: number;
  y: number;
  r: number;
  color: string;
  opacity?: number;
}

/** Diagonal gradient background plus soft radial light sources. */
function backdrop(
  doc: Svg,
  colors: string[],
  glows: Glow[] = [],
  dir: Attrs = { x1: 0, y1: 0, x2: 1, y2: 1 },
) {
  const fill = doc.linear(
    colors.map((c, i) => [i / (colors.length - 1), c] as Stop),
    dir,
  );
  doc.add(fullRect(doc, fill));
  for (const g of glows) {
    const rg = doc.radial([
      [0, g.color, g.opacity ?? 0.5],
      [1, g.color, 0],
    ]);
    doc.add(el('circle', { cx: g.x, cy: g.y, r: g.r, fill: rg }));
  }
}

/** Dark fade on the left so white headlines stay readable (WCAG contrast). */
function scrimLeft(doc: Svg, end = 0.62, strength = 0.92) {
  const fill = doc.linear([
    [0, C.night, strength],
    [end * 0.5, C.night, strength * 0.78],
    [end, C.night, 0],
  ]);
  doc.add(fullRect(doc, fill));
}

/** Dark fade at the bottom (tall cards put their title there). */
function scrimBottom(doc: Svg, start = 0.45, strength = 0.94) {
  const fill = doc.linear(
    [
      [start, C.night, 0],
      [start + (1 - start) * 0.45, C.night, strength * 0.75],
      [1, C.night, strength],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  doc.add(fullRect(doc, fill));
}

/** Subtle dot grid over the whole canvas, optionally faded by a mask. */
function dotGrid(doc: Svg, color: string = C.sky, opacity = 0.12, gap = 22, mask?: string) {
  doc.add(fullRect(doc, doc.dots(gap, 1.1, color, opacity), { mask }));
}

/** Mask that hides the centre (for CTA banners): white edges, black middle. */
function edgeMask(doc: Svg, cx: number, cy: number, rx: number, ry: number) {
  const rg = doc.radial(
    [
      [0.35, '#000'],
      [1, '#fff'],
    ],
    {
      cx,
      cy,
      r: Math.max(rx, ry),
      gradientUnits: 'userSpaceOnUse',
      gradientTransform: `translate(${cx} ${cy}) scale(1 ${n1(ry / rx)}) translate(${-cx} ${-cy})`,
    },
  );
  return doc.mask(fullRect(doc, rg));
}

/** Topographic contour rings around a centre, gently wobbling. */
function contours(
  doc: Svg,
  cx: number,
  cy: number,
  o: {
    count: number;
    r0: number;
    step: number;
    color: string;
    opacity: number;
    squash?: number;
    width?: number;
  },
) {
  const r = doc.rand;
  const waves = [2, 3, 5].map((k) => ({
    k,
    a: between(r, 0.03, 0.08),
    ph: between(r, 0, Math.PI * 2),
  }));
  const paths: string[] = [];
  for (let i = 0; i < o.count; i++) {
    const rad = o.r0 + i * o.step;
    const pts: Pt[] = [];
    for (let j = 0; j < 40; j++) {
      const t = (j / 40) * Math.PI * 2;
      const wob = 1 + waves.reduce((s, w) => s + w.a * Math.sin(w.k * t + w.ph + i * 0.22), 0);
      pts.push([cx + Math.cos(t) * rad * wob, cy + Math.sin(t) * rad * wob * (o.squash ?? 1)]);
    }
    paths.push(smooth(pts, true));
  }
  doc.add(
    el('path', {
      d: paths.join(''),
      fill: 'none',
      stroke: o.color,
      'stroke-opacity': o.opacity,
      'stroke-width': o.width ?? 1,
    }),
  );
}

/** Gently flowing horizontal lines (a calm "data" texture). */
function flowLines(
  doc: Svg,
  o: { count: number; y0: number; y1: number; color: string; opacity: number; amp?: number },
) {
  const r = doc.rand;
  const ph = between(r, 0, 6);
  const paths: string[] = [];
  for (let i = 0; i < o.count; i++) {
    const base = o.y0 + ((o.y1 - o.y0) * i) / (o.count - 1);
    const pts: Pt[] = [];
    for (let x = -40; x <= doc.w + 40; x += doc.w / 8) {
      pts.push([
        x,
        base + Math.sin(x / 260 + ph + i * 0.35) * (o.amp ?? 26) + Math.sin(x / 97 + i) * 5,
      ]);
    }
    paths.push(smooth(pts));
  }
  doc.add(
    el('path', {
      d: paths.join(''),
      fill: 'none',
      stroke: o.color,
      'stroke-opacity': o.opacity,
      'stroke-width': 1,
    }),
  );
}

/* --------------------------------------------------------------- arcs */

interface Arc {
  d: string;
  at: (t: number) => Pt;
  a: Pt;
  b: Pt;
}

/** Quadratic arc from a to b, bowed to the left of travel (up for west→east). */
function quad(a: Pt, b: Pt, bend = 0.28): Arc {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const c: Pt = [(a[0] + b[0]) / 2 + dy * bend, (a[1] + b[1]) / 2 - dx * bend];
  const at = (t: number): Pt => [
    (1 - t) ** 2 * a[0] + 2 * (1 - t) * t * c[0] + t * t * b[0],
    (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * c[1] + t * t * b[1],
  ];
  return { d: `M${pt(a)}Q${pt(c)} ${pt(b)}`, at, a, b };
}

/** Great-circle arc on an orthographic globe, lifted off the surface. */
function liftedArc(p: GeoProjection, from: LonLat, to: LonLat, lift = 0.18): Arc {
  const [cx, cy] = p.translate();
  const interp = geoInterpolate(from, to);
  const at = (t: number): Pt => {
    const [x, y] = p(interp(t))!;
    const k = 1 + lift * Math.sin(Math.PI * t);
    return [cx + (x - cx) * k, cy + (y - cy) * k];
  };
  const pts = Array.from({ length: 25 }, (_, i) => at(i / 24));
  return { d: smooth(pts), at, a: must(pts[0], 'arc start'), b: must(pts[24], 'arc end') };
}

interface ArcStyle {
  from?: string;
  to?: string;
  width?: number;
  fadeIn?: number; // opacity at the start of the arc
  glow?: number; // opacity of the blurred halo (0 = none)
  dash?: string;
  opacity?: number;
}

/** Draw arcs with a colour gradient along their direction and a soft halo. */
function drawArcs(doc: Svg, arcs: Arc[], s: ArcStyle = {}) {
  const [from, to, width] = [s.from ?? C.coral, s.to ?? C.amber, s.width ?? 2];
  const strokes = arcs.map((arc) => {
    const stroke = doc.linear(
      [
        [0, from, s.fadeIn ?? 0.25],
        [0.6, to, 0.95],
        [1, to],
      ],
      { gradientUnits: 'userSpaceOnUse', x1: arc.a[0], y1: arc.a[1], x2: arc.b[0], y2: arc.b[1] },
    );
    return { d: arc.d, stroke };
  });
  const line = (k: number, op: number) =>
    strokes
      .map(({ d, stroke }) =>
        el('path', {
          d,
          fill: 'none',
          stroke,
          'stroke-width': width * k,
          'stroke-linecap': 'round',
          'stroke-dasharray': k === 1 ? s.dash : undefined,
          'stroke-opacity': op === 1 ? undefined : op,
        }),
      )
      .join('');
  if (s.glow ?? 0.5) doc.add(el('g', { filter: doc.blur(width * 2.2) }, line(3, s.glow ?? 0.5)));
  doc.add(el('g', { opacity: s.opacity }, line(1, 1)));
}

/** A glowing city light: soft halo + bright core. */
function cityDot(
  doc: Svg,
  [x, y]: Pt,
  o: { r?: number; color?: string; halo?: number; core?: string } = {},
) {
  const color = o.color ?? C.amber;
  const r = o.r ?? 4;
  const halo = doc.radial([
    [0, color, 0.75],
    [0.35, color, 0.25],
    [1, color, 0],
  ]);
  doc.add(
    el('circle', { cx: x, cy: y, r: r * (o.halo ?? 5), fill: halo }),
    el('circle', { cx: x, cy: y, r, fill: o.core ?? C.paper2 }),
    el('circle', {
      cx: x,
      cy: y,
      r: r * 1.9,
      fill: 'none',
      stroke: color,
      'stroke-width': 1.2,
      'stroke-opacity': 0.7,
    }),
  );
}

/* ------------------------------------------------------------------ maps */

interface MapTheme {
  land: string;
  landOpacity: number;
  dots: string;
  dotsOpacity: number;
  coast: string;
  coastOpacity: number;
  grid: string;
  gridOpacity: number;
}
const NIGHT: MapTheme = {
  land: C.blue,
  landOpacity: 0.32,
  dots: C.sky,
  dotsOpacity: 0.55,
  coast: C.sky,
  coastOpacity: 0.22,
  grid: C.sky,
  gridOpacity: 0.07,
};
const PAPER: MapTheme = {
  land: '#E4DDCE',
  landOpacity: 1,
  dots: C.navy2,
  dotsOpacity: 0.28,
  coast: C.navy2,
  coastOpacity: 0.18,
  grid: C.navy,
  gridOpacity: 0.06,
};

/** Land as a soft fill overlaid by a halftone dot pattern, plus graticule. */
function landLayer(
  doc: Svg,
  p: GeoProjection,
  t: MapTheme,
  o: {
    shapes?: GeoPermissibleObjects;
    dotGap?: number;
    minDist?: number;
    graticule?: boolean;
  } = {},
) {
  if (o.graticule !== false) {
    doc.add(
      el('path', {
        d: geo(p, GRATICULE, 2),
        fill: 'none',
        stroke: t.grid,
        'stroke-opacity': t.gridOpacity,
        'stroke-width': 1,
      }),
    );
  }
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

/** Highlight one country with a warm gradient and halo. */
function highlight(
  doc: Svg,
  p: GeoProjection,
  f: Feature,
  o: { opacity?: number; halo?: number; stroke?: number; minDist?: number } = {},
) {
  const d = doc.shape(geo(p, f, o.minDist ?? 0.7));
  const fill = doc.linear(
    [
      [0, C.amber],
      [1, C.coral],
    ],
    { x1: 0, y1: 0, x2: 0.6, y2: 1 },
  );
  if (o.halo) doc.add(use(d, { fill: C.amber, opacity: o.halo, filter: doc.blur(18) }));
  doc.add(
    use(d, { fill, 'fill-opacity': o.opacity ?? 0.55 }),
    use(d, {
      fill: 'none',
      stroke: C.amber,
      'stroke-width': o.stroke ?? 1.2,
      'stroke-opacity': 0.9,
      'stroke-linejoin': 'round',
    }),
  );
}

/** Map pin (tip at x,y). */
function pin(doc: Svg, [x, y]: Pt, s: number, color: string = C.coral) {
  const d =
    `M${pt([x, y])}C${pt([x - 0.32 * s, y - 0.45 * s])} ${pt([x - 0.62 * s, y - 0.72 * s])} ${pt([x - 0.62 * s, y - 1.08 * s])}` +
    `A${n1(0.62 * s)} ${n1(0.62 * s)} 0 1 1 ${pt([x + 0.62 * s, y - 1.08 * s])}` +
    `C${pt([x + 0.62 * s, y - 0.72 * s])} ${pt([x + 0.32 * s, y - 0.45 * s])} ${pt([x, y])}Z`;
  doc.add(
    el('ellipse', { cx: x, cy: y + 2, rx: s * 0.35, ry: s * 0.1, fill: C.night, opacity: 0.3 }),
    el('path', { d, fill: color }),
    el('circle', { cx: x, cy: y - 1.08 * s, r: 0.26 * s, fill: C.paper2 }),
  );
}

/* ------------------------------------------------------------ people & UI */

/** Face-less head-and-shoulders silhouette centred at (cx, cy), size s. */
function bust(cx: number, cy: number, s: number, fill: string, extra: Attrs = {}) {
  const sh =
    `M${pt([cx - 0.48 * s, cy + 0.62 * s])}C${pt([cx - 0.48 * s, cy + 0.16 * s])} ${pt([cx - 0.27 * s, cy + 0.04 * s])} ${pt([cx, cy + 0.04 * s])}` +
    `C${pt([cx + 0.27 * s, cy + 0.04 * s])} ${pt([cx + 0.48 * s, cy + 0.16 * s])} ${pt([cx + 0.48 * s, cy + 0.62 * s])}Z`;
  return el(
    'g',
    { fill, ...extra },
    el('circle', { cx, cy: cy - 0.27 * s, r: 0.21 * s }) + el('path', { d: sh }),
  );
}

/** Round "person node": coloured disc with a bust clipped inside. */
function personNode(doc: Svg, [x, y]: Pt, r: number, bg: string, fg: string, ring = true) {
  const clip = doc.clip(el('circle', { cx: x, cy: y, r }));
  doc.add(
    el('circle', { cx: x, cy: y, r, fill: bg }),
    bust(x, y + r * 0.22, r * 1.45, fg, { 'clip-path': clip }),
  );
  if (ring)
    doc.add(
      el('circle', {
        cx: x,
        cy: y,
        r: r + 5,
        fill: 'none',
        stroke: bg,
        'stroke-opacity': 0.45,
        'stroke-width': 1.5,
      }),
    );
}

/** Random, well-spaced points in a box (rejection sampling). */
function scatter(
  r: Rand,
  n: number,
  [x0, y0, x1, y1]: Box,
  minGap: number,
  accept: (p: Pt) => boolean = () => true,
): Pt[] {
  const pts: Pt[] = [];
  for (let tries = 0; pts.length < n && tries < n * 400; tries++) {
    const p: Pt = [between(r, x0, x1), between(r, y0, y1)];
    if (accept(p) && pts.every((q) => Math.hypot(q[0] - p[0], q[1] - p[1]) >= minGap)) pts.push(p);
  }
  return pts;
}

/** Each point joined to its k nearest neighbours (deduplicated). */
function nearestEdges<T>(nodes: T[], k: number, dist: (a: T, b: T) => number): [T, T][] {
  const seen = new Set<string>();
  const edges: [T, T][] = [];
  nodes.forEach((a, i) => {
    nodes
      .map((b, j) => ({ b, j, d: dist(a, b) }))
      .filter((e) => e.j !== i)
      .sort((u, v) => u.d - v.d)
      .slice(0, k)
      .forEach(({ b, j }) => {
        const key = [Math.min(i, j), Math.max(i, j)].join('-');
        if (!seen.has(key)) {
          seen.add(key);
          edges.push([a, b]);
        }
      });
  });
  return edges;
}
const planar = (a: Pt, b: Pt) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** A team network: person nodes and small dots linked by fine lines. */
function teamNetwork(
  doc: Svg,
  box: Box,
  o: { people: number; dots: number; palette?: [string, string][]; scale?: number; gap?: number },
) {
  const r = doc.rand;
  const s = o.scale ?? 1;
  const nodes = scatter(r, o.people + o.dots, box, (o.gap ?? 95) * s);
  const edges = nearestEdges(nodes, 2, planar);
  doc.add(
    el('path', {
      d: edges.map(([a, b]) => `M${pt(a)}L${pt(b)}`).join(''),
      stroke: C.sky,
      'stroke-opacity': 0.35,
      'stroke-width': 1.2,
      fill: 'none',
    }),
  );
  const palette = o.palette ?? [
    [C.amber, C.navy],
    [C.sky, C.navy2],
    [C.coral, C.paper2],
    [C.blue, C.paper],
    [C.teal, C.paper2],
  ];
  nodes.forEach((p, i) => {
    if (i < o.people) {
      const [bg, fg] = must(palette[i % palette.length], 'palette entry');
      personNode(doc, p, (i === 0 ? 46 : between(r, 24, 36)) * s, bg, fg);
    } else {
      doc.add(
        el('circle', {
          cx: p[0],
          cy: p[1],
          r: between(r, 3, 6) * s,
          fill: i % 3 ? C.sky : C.amber,
          'fill-opacity': 0.85,
        }),
      );
    }
  });
  return nodes;
}

/* ================================================================ scenes */

interface WorldScene {
  region: Box; // lon/lat box to fit
  box: [Pt, Pt]; // where that box lands on the canvas
  rotate?: number;
  theme?: MapTheme;
  highlightCountries?: boolean;
}

/** Natural Earth world map with Bolivia and Germany softly highlighted. */
function worldMap(doc: Svg, s: WorldScene): GeoProjection {
  const p = fit(geoNaturalEarth1().rotate([s.rotate ?? 30, 0]), s.region, s.box, [doc.w, doc.h]);
  landLayer(doc, p, s.theme ?? NIGHT);
  if (s.highlightCountries !== false) {
    highlight(doc, p, country(COUNTRIES_110, ID.bolivia), { opacity: 0.35, stroke: 0.8 });
    highlight(doc, p, country(COUNTRIES_110, ID.germany), { opacity: 0.5, stroke: 0.8 });
  }
  return p;
}

/** Arcs from every Latin American city to a European city, with city lights. */
function talentArcs(
  doc: Svg,
  p: GeoProjection,
  to: LonLat = CITY.berlin,
  o: { bend?: number; style?: ArcStyle; extraHubs?: LonLat[] } = {},
) {
  const dest = project(p, to);
  const arcs = LATAM.map((c) => quad(project(p, c), dest, o.bend ?? 0.22));
  const hubArcs = (o.extraHubs ?? []).flatMap((h) =>
    [CITY.laPaz, CITY.bogota].map((c) =>
      quad(project(p, c), project(p, h), (o.bend ?? 0.22) * 0.9),
    ),
  );
  if (hubArcs.length)
    drawArcs(doc, hubArcs, {
      width: 1,
      glow: 0,
      from: C.sky,
      to: C.sky,
      opacity: 0.45,
      fadeIn: 0.1,
    });
  drawArcs(doc, arcs, o.style);
  for (const h of o.extraHubs ?? []) cityDot(doc, project(p, h), { r: 2.5, color: C.sky, halo: 4 });
  for (const c of LATAM) cityDot(doc, project(p, c), { r: 3.2 });
  cityDot(doc, dest, { r: 5, halo: 7 });
  return arcs;
}

/** Europe close-up (50m data) with Germany glowing warm. */
function europeMap(
  doc: Svg,
  region: Box,
  box: [Pt, Pt],
  o: { minDist?: number } = {},
): GeoProjection {
  const p = fit(geoMercator(), region, box, [doc.w, doc.h]);
  const [w, s, e, n] = region;
  const near = COUNTRIES_50.filter((f) => {
    const [lon, lat] = centroidOf(f);
    return lon > w - 40 && lon < e + 60 && lat > s - 30 && lat < n + 30;
  });
  const fc: FeatureCollection = { type: 'FeatureCollection', features: near };
  landLayer(doc, p, NIGHT, { shapes: fc, dotGap: 8, minDist: o.minDist ?? 1.1 });
  highlight(doc, p, country(COUNTRIES_50, ID.germany), {
    opacity: 0.6,
    halo: 0.35,
    stroke: 1.4,
    minDist: 0.8,
  });
  return p;
}

/** Orthographic globe with atmosphere, land dots and a network of nodes. */
function globe(
  doc: Svg,
  cx: number,
  cy: number,
  radius: number,
  centre: LonLat,
  o: { nodes?: number; theme?: MapTheme } = {},
) {
  const p = geoOrthographic()
    .rotate([-centre[0], -centre[1]])
    .translate([cx, cy])
    .scale(radius)
    .clipAngle(90);
  const atmosphere = doc.radial([
    [0.78, C.sky, 0],
    [0.84, C.sky, 0.28],
    [1, C.sky, 0],
  ]);
  const sea = doc.radial(
    [
      [0, C.blue, 0.9],
      [1, C.navy, 0.95],
    ],
    { cx: 0.35, cy: 0.3, r: 0.85 },
  );
  doc.add(
    el('circle', { cx, cy, r: radius * 1.2, fill: atmosphere }),
    el('circle', { cx, cy, r: radius, fill: sea }),
  );
  landLayer(doc, p, o.theme ?? { ...NIGHT, landOpacity: 0.45, gridOpacity: 0.1 }, { dotGap: 6 });
  // rim light
  doc.add(
    el('circle', {
      cx,
      cy,
      r: radius,
      fill: 'none',
      stroke: C.sky,
      'stroke-opacity': 0.35,
      'stroke-width': 1.2,
    }),
  );

  // random network nodes on visible land
  const r = doc.rand;
  const visible = (c: LonLat) => geoDistance(c, centre) < 1.3;
  const nodes: LonLat[] = [...LATAM, ...EU_HUBS];
  for (let tries = 0; nodes.length < (o.nodes ?? 34) && tries < 5000; tries++) {
    const c: LonLat = [between(r, -130, 70), between(r, -45, 65)];
    if (visible(c) && geoContains(LAND, c) && nodes.every((q) => geoDistance(q, c) > 0.16))
      nodes.push(c);
  }
  const edges = nearestEdges(nodes, 2, geoDistance);
  doc.add(
    el('path', {
      d: geo(p, { type: 'MultiLineString', coordinates: edges }, 1.5, 0),
      fill: 'none',
      stroke: C.sky,
      'stroke-opacity': 0.45,
      'stroke-width': 1,
    }),
  );
  nodes.slice(LATAM.length + EU_HUBS.length).forEach((c) => {
    const [x, y] = project(p, c);
    doc.add(el('circle', { cx: x, cy: y, r: 2.2, fill: C.sky }));
  });
  return p;
}

/** Growth curves: layered rising areas along the bottom. */
function growthCurves(
  doc: Svg,
  o: { x0: number; x1: number; base: number; rise: number; layers?: number; color?: string },
) {
  const r = doc.rand;
  for (let k = 0; k < (o.layers ?? 3); k++) {
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
        [0, o.color ?? C.sky, 0.07 - k * 0.02],
        [1, o.color ?? C.sky, 0],
      ],
      { x1: 0, y1: 0, x2: 0, y2: 1 },
    );
    const fade = doc.linear(
      [
        [0, C.amber, 0],
        [0.5, C.amber, 0.5],
        [1, C.amber, 0.95],
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

/** Abstract creative composition: circles, rings, a dot swatch, a zig-zag. */
function creativeShapes(doc: Svg, x: number, y: number, s: number) {
  const P = (dx: number, dy: number): Pt => [x + dx * s, y + dy * s];
  const amberCoral = doc.linear(
    [
      [0, C.amber],
      [1, C.coral],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  const blueSky = doc.linear(
    [
      [0, C.blue],
      [1, C.sky],
    ],
    { x1: 0, y1: 1, x2: 1, y2: 0 },
  );
  const [c1, c2, c3, c4] = [P(0.5, 0.45), P(0.78, 0.7), P(0.22, 0.78), P(0.8, 0.22)];
  doc.add(
    el('circle', { cx: c1[0], cy: c1[1], r: 0.27 * s, fill: amberCoral, opacity: 0.92 }),
    // quarter disc in blue
    el('path', {
      d: `M${pt(c2)}h${n1(0.26 * s)}a${n1(0.26 * s)} ${n1(0.26 * s)} 0 0 1 ${n1(-0.26 * s)} ${n1(0.26 * s)}z`,
      fill: blueSky,
      opacity: 0.9,
    }),
    // half disc in teal
    el('path', {
      d: `M${pt([c3[0] - 0.15 * s, c3[1]])}a${n1(0.15 * s)} ${n1(0.15 * s)} 0 0 1 ${n1(0.3 * s)} 0z`,
      fill: C.teal,
      opacity: 0.85,
    }),
    // ring
    el('circle', {
      cx: c4[0],
      cy: c4[1],
      r: 0.1 * s,
      fill: 'none',
      stroke: C.sky,
      'stroke-width': 0.025 * s,
      opacity: 0.8,
    }),
    // dotted swatch square
    el('rect', {
      x: P(0.08, 0.1)[0],
      y: P(0.08, 0.1)[1],
      width: 0.22 * s,
      height: 0.22 * s,
      fill: doc.dots(0.03 * s, 0.007 * s, C.paper, 0.7),
    }),
    // overlapping outline circle
    el('circle', {
      cx: c1[0] + 0.17 * s,
      cy: c1[1] - 0.12 * s,
      r: 0.17 * s,
      fill: 'none',
      stroke: C.paper,
      'stroke-opacity': 0.6,
      'stroke-width': 1.5,
    }),
  );
  // zig-zag
  const zz: string[] = [];
  for (let i = 0; i <= 6; i++) zz.push(pt(P(0.1 + i * 0.05, i % 2 ? 0.5 : 0.46)));
  doc.add(
    el('path', {
      d: `M${zz.join('L')}`,
      fill: 'none',
      stroke: C.amber,
      'stroke-width': 0.012 * s,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
  );
  // palette swatches along an arc
  const sw = [C.navy2, C.blue, C.sky, C.teal, C.amber, C.coral];
  sw.forEach((col, i) => {
    const a = Math.PI * (1.05 + i * 0.11);
    const [px, py] = [c1[0] + Math.cos(a) * 0.42 * s, c1[1] + Math.sin(a) * 0.42 * s];
    doc.add(
      el('circle', {
        cx: px,
        cy: py,
        r: 0.035 * s,
        fill: col,
        stroke: C.paper,
        'stroke-width': 1.5,
        'stroke-opacity': 0.5,
      }),
    );
  });
  // sparkle crosses
  for (const [dx, dy, k] of [
    [0.92, 0.5, 1],
    [0.35, 0.05, 0.7],
    [0.05, 0.6, 0.8],
  ] as const) {
    const [px, py] = P(dx, dy);
    const l = 0.025 * s * k;
    doc.add(
      el('path', {
        d: `M${pt([px - l, py])}h${n1(2 * l)}M${pt([px, py - l])}v${n1(2 * l)}`,
        stroke: C.paper,
        'stroke-width': 2,
        'stroke-linecap': 'round',
        'stroke-opacity': 0.7,
      }),
    );
  }
}

/** Speech bubble: rounded rectangle with a tail at the bottom-left/right. */
function bubble(x: number, y: number, w: number, h: number, r: number, tail: 'left' | 'right') {
  const tailPart =
    tail === 'right'
      ? `H${n1(x + 0.84 * w)}L${pt([x + 0.9 * w, y + h + 0.24 * h])}L${pt([x + 0.66 * w, y + h])}`
      : `H${n1(x + 0.34 * w)}L${pt([x + 0.1 * w, y + h + 0.24 * h])}L${pt([x + 0.16 * w, y + h])}`;
  return (
    `M${pt([x + r, y])}H${n1(x + w - r)}A${r} ${r} 0 0 1 ${pt([x + w, y + r])}V${n1(y + h - r)}` +
    `A${r} ${r} 0 0 1 ${pt([x + w - r, y + h])}${tailPart}H${n1(x + r)}A${r} ${r} 0 0 1 ${pt([x, y + h - r])}V${n1(y + r)}A${r} ${r} 0 0 1 ${pt([x + r, y])}Z`
  );
}

/** Puzzle piece (square of size s): knob on the right or socket on the left. */
function puzzle(x: number, y: number, s: number, kind: 'knob' | 'socket', corner = 0.08) {
  const r = s * corner;
  const k = s * 0.14; // knob radius
  const right =
    kind === 'knob'
      ? `V${n1(y + 0.39 * s)}A${n1(k)} ${n1(k)} 0 1 1 ${pt([x + s, y + 0.61 * s])}V${n1(y + s - r)}`
      : `V${n1(y + s - r)}`;
  const left =
    kind === 'socket'
      ? `V${n1(y + 0.61 * s)}A${n1(k)} ${n1(k)} 0 1 0 ${pt([x, y + 0.39 * s])}V${n1(y + r)}`
      : `V${n1(y + r)}`;
  return (
    `M${pt([x + r, y])}H${n1(x + s - r)}A${n1(r)} ${n1(r)} 0 0 1 ${pt([x + s, y + r])}${right}` +
    `A${n1(r)} ${n1(r)} 0 0 1 ${pt([x + s - r, y + s])}H${n1(x + r)}A${n1(r)} ${n1(r)} 0 0 1 ${pt([x, y + s - r])}${left}` +
    `A${n1(r)} ${n1(r)} 0 0 1 ${pt([x + r, y])}Z`
  );
}

/** Rounded "text line" bars (abstract content, never real text). */
function bars(
  x: number,
  y: number,
  widths: number[],
  h: number,
  gap: number,
  fill: string,
  opacity = 1,
) {
  return widths
    .map((w, i) =>
      el('rect', {
        x,
        y: y + i * (h + gap),
        width: w,
        height: h,
        rx: h / 2,
        fill,
        'fill-opacity': opacity === 1 ? undefined : opacity,
      }),
    )
    .join('');
}

/* ============================================================ the images */

const HERO = [1600, 900] as const;

function hero1() {
  const doc = new Svg('hero-1', ...HERO);
  backdrop(
    doc,
    [C.night, C.navy, C.navy2],
    [
      { x: 1150, y: 380, r: 720, color: C.blue, opacity: 0.55 },
      { x: 1230, y: 250, r: 260, color: C.amber, opacity: 0.08 },
    ],
  );
  const p = worldMap(doc, {
    region: [-112, -56, 42, 70],
    box: [
      [560, 30],
      [1640, 900],
    ],
  });
  talentArcs(doc, p, CITY.berlin, {
    bend: 0.2,
    extraHubs: [CITY.madrid, CITY.amsterdam, CITY.munich],
  });
  scrimLeft(doc, 0.6);
  doc.save('home/hero-1.svg');
}

function hero2() {
  const doc = new Svg('hero-2', ...HERO);
  backdrop(
    doc,
    [C.night, C.navy, C.navy2],
    [{ x: 1180, y: 420, r: 650, color: C.blue, opacity: 0.6 }],
  );
  const p = europeMap(
    doc,
    [-11, 35, 32, 62],
    [
      [640, 20],
      [1600, 900],
    ],
  );
  const targets = [CITY.berlin, CITY.munich, CITY.hamburg, CITY.frankfurt];
  // a fan arriving from the south-west; pair starts and ends in the same order so arcs never cross
  const ends = targets.map((c) => project(p, c)).sort((a, b) => a[0] + a[1] - (b[0] + b[1]));
  drawArcs(
    doc,
    ends.map((e, i) => quad([400 + i * 90, 960], e, -0.2)),
    { fadeIn: 0, width: 2.2 },
  );
  for (const c of [CITY.madrid, CITY.amsterdam])
    cityDot(doc, project(p, c), { r: 3, color: C.sky });
  for (const c of targets.slice(1)) cityDot(doc, project(p, c), { r: 3.5 });
  cityDot(doc, project(p, CITY.berlin), { r: 5.5, halo: 7 });
  scrimLeft(doc, 0.58);
  doc.save('home/hero-2.svg');
}

function hero3() {
  const doc = new Svg('hero-3', ...HERO);
  backdrop(
    doc,
    [C.night, C.navy, C.navy2],
    [{ x: 1130, y: 440, r: 700, color: C.blue, opacity: 0.5 }],
  );
  dotGrid(doc, C.sky, 0.08, 26);
  growthCurves(doc, { x0: 0, x1: 1600, base: 900, rise: 520, layers: 3 });
  const p = globe(doc, 1140, 440, 360, [-30, 18], { nodes: 36 });
  drawArcs(
    doc,
    LATAM.map((c) => liftedArc(p, c, CITY.berlin, 0.16)),
    { width: 1.8 },
  );
  drawArcs(
    doc,
    [CITY.madrid, CITY.amsterdam].map((c) => liftedArc(p, CITY.saoPaulo, c, 0.12)),
    { width: 1.2, glow: 0.3, from: C.sky, to: C.sky, fadeIn: 0.2 },
  );
  for (const c of [...LATAM, ...EU_HUBS.slice(1)]) cityDot(doc, project(p, c), { r: 2.8 });
  cityDot(doc, project(p, CITY.berlin), { r: 4.5, halo: 7 });
  scrimLeft(doc, 0.56);
  doc.save('home/hero-3.svg');
}

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
    use(d, { fill: C.amber, opacity: 0.12, filter: doc.blur(22) }),
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
const SOUTH_AMERICA = () => continent([-82, -56, -34, 13]);
const EUROPE = () => continent([-25, 35, 40, 71], ['792', '268', '051', '031', '398']);

function hero4() {
  const doc = new Svg('hero-4', ...HERO);
  backdrop(
    doc,
    [C.night, C.navy, C.navy2],
    [
      { x: 1150, y: 460, r: 700, color: C.blue, opacity: 0.5 },
      { x: 1150, y: 330, r: 300, color: C.amber, opacity: 0.07 },
    ],
  );
  dotGrid(doc, C.sky, 0.07, 26);
  const blue = doc.linear(
    [
      [0, C.blue],
      [1, C.navy2],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  const sa = continentShape(
    doc,
    SOUTH_AMERICA(),
    [-82, -56, -34, 13],
    [
      [820, 340],
      [1110, 850],
    ],
    blue,
    C.amber,
  );
  const eu = continentShape(
    doc,
    EUROPE(),
    [-11, 35, 32, 66],
    [
      [1150, 70],
      [1490, 410],
    ],
    blue,
    C.sky,
  );

  // suspension bridge: main cable (arc) + deck + hangers, team nodes on the deck
  const a = project(sa, CITY.laPaz);
  const b = project(eu, CITY.berlin);
  const cable = quad(a, b, 0.32);
  const deck = quad(project(sa, CITY.santaCruz), project(eu, CITY.munich), 0.1);
  const hangers: string[] = [];
  for (let i = 1; i < 12; i++) hangers.push(`M${pt(cable.at(i / 12))}L${pt(deck.at(i / 12))}`);
  doc.add(
    el('path', { d: hangers.join(''), stroke: C.sky, 'stroke-opacity': 0.35, 'stroke-width': 1 }),
  );
  const strandEnds: [LonLat, LonLat][] = [
    [CITY.bogota, CITY.amsterdam],
    [CITY.lima, CITY.madrid],
    [CITY.saoPaulo, CITY.berlin],
  ];
  const strands = strandEnds.map(([from, to], i) =>
    quad(project(sa, from), project(eu, to), 0.22 + i * 0.04),
  );
  drawArcs(doc, strands, { width: 1, glow: 0, opacity: 0.55, from: C.sky, to: C.sky });
  drawArcs(doc, [cable], { width: 2.6 });
  drawArcs(doc, [deck], { width: 2, from: C.amber, to: C.coral, fadeIn: 0.8 });
  const riders: [t: number, bg: string, fg: string][] = [
    [0.3, C.amber, C.navy],
    [0.5, C.sky, C.navy2],
    [0.7, C.coral, C.paper2],
  ];
  riders.forEach(([t, bg, fg]) => personNode(doc, deck.at(t), 17, bg, fg));
  for (const c of [CITY.laPaz, CITY.santaCruz, CITY.bogota, CITY.lima, CITY.saoPaulo])
    cityDot(doc, project(sa, c), { r: 3 });
  for (const c of EU_HUBS)
    cityDot(doc, project(eu, c), { r: 3, color: c === CITY.berlin ? C.amber : C.sky });
  scrimLeft(doc, 0.56);
  doc.save('home/hero-4.svg');
}

/* ---------- service cards (800x1000, bottom third dark for the title) */

const CARD = [800, 1000] as const;

function serviceStaff() {
  const doc = new Svg('service-staff', ...CARD);
  backdrop(
    doc,
    [C.blue, C.navy2, C.navy],
    [{ x: 420, y: 330, r: 480, color: C.sky, opacity: 0.25 }],
    { x1: 0, y1: 0, x2: 0.3, y2: 1 },
  );
  dotGrid(doc, C.sky, 0.12, 24);
  contours(doc, 400, 340, { count: 7, r0: 110, step: 52, color: C.sky, opacity: 0.12 });
  teamNetwork(doc, [110, 90, 690, 640], { people: 7, dots: 9, gap: 105 });
  scrimBottom(doc, 0.5);
  doc.save('home/service-staff-augmentation.svg');
}

function serviceMigration() {
  const doc = new Svg('service-migration', ...CARD);
  backdrop(
    doc,
    [C.navy2, C.navy, C.night],
    [{ x: 430, y: 360, r: 520, color: C.blue, opacity: 0.7 }],
    { x1: 0, y1: 0, x2: 0.3, y2: 1 },
  );
  const p = worldMap(doc, {
    region: [-82, -28, 22, 58],
    box: [
      [40, 110],
      [760, 740],
    ],
    rotate: 30,
  });
  const route = quad(project(p, CITY.laPaz), project(p, CITY.berlin), 0.25);
  drawArcs(doc, [route], { width: 2.5, dash: '2 9', glow: 0.6 });
  cityDot(doc, route.a, { r: 4.5, color: C.amber });
  pin(doc, route.b, 38, C.coral);
  scrimBottom(doc, 0.5);
  doc.save('home/service-migration.svg');
}

function serviceMarketing() {
  const doc = new Svg('service-marketing', ...CARD);
  backdrop(
    doc,
    [C.navy2, C.navy, C.night],
    [
      { x: 560, y: 260, r: 420, color: C.coral, opacity: 0.18 },
      { x: 200, y: 520, r: 380, color: C.teal, opacity: 0.12 },
    ],
    { x1: 0, y1: 0, x2: 0.3, y2: 1 },
  );
  dotGrid(doc, C.sky, 0.1, 24);
  flowLines(doc, { count: 9, y0: 120, y1: 640, color: C.sky, opacity: 0.12, amp: 30 });
  creativeShapes(doc, 90, 70, 620);
  scrimBottom(doc, 0.5);
  doc.save('home/service-marketing-lab.svg');
}

/* ---------- process step cards (800x600, light paper illustrations) */

const STEP = [800, 600] as const;

function paperCard(name: string) {
  const doc = new Svg(name, ...STEP);
  backdrop(
    doc,
    [C.paper2, C.paper],
    [
      { x: 620, y: 120, r: 360, color: C.amber, opacity: 0.16 },
      { x: 140, y: 520, r: 320, color: C.sky, opacity: 0.22 },
    ],
  );
  dotGrid(doc, C.navy, 0.07, 20);
  return doc;
}

function process1() {
  const doc = paperCard('process-1');
  contours(doc, 400, 300, {
    count: 6,
    r0: 120,
    step: 42,
    color: C.navy2,
    opacity: 0.07,
    squash: 0.8,
  });
  const shadow = (d: string) =>
    el('path', { d, fill: C.navy, opacity: 0.08, transform: 'translate(8 12)' });
  const b1 = bubble(150, 130, 330, 190, 34, 'left');
  const b2 = bubble(340, 290, 300, 160, 32, 'right');
  doc.add(
    shadow(b1),
    el('path', { d: b1, fill: C.navy2 }),
    bars(190, 180, [200, 250, 150], 16, 18, C.sky, 0.75),
  );
  personNode(doc, [425, 185], 26, C.amber, C.navy, false);
  doc.add(shadow(b2), el('path', { d: b2, fill: C.amber }));
  [0, 1, 2].forEach((i) =>
    doc.add(
      el('circle', { cx: 440 + i * 50, cy: 370, r: 12, fill: C.navy2, opacity: 1 - i * 0.25 }),
    ),
  );
  doc.add(
    el('circle', { cx: 640, cy: 150, r: 16, fill: C.coral }),
    el('circle', { cx: 120, cy: 430, r: 10, fill: C.teal, opacity: 0.8 }),
  );
  doc.save('home/process-1.svg');
}

function process2() {
  const doc = paperCard('process-2');
  const s = 190;
  const shadow = (d: string) =>
    el('path', { d, fill: C.navy, opacity: 0.08, transform: 'translate(8 12)' });
  const left = puzzle(150, 205, s, 'knob');
  const right = puzzle(150 + s + 72, 205, s, 'socket');
  doc.group({ transform: 'rotate(-6 245 300)' }, () => {
    doc.add(shadow(left), el('path', { d: left, fill: C.navy2 }));
    personNode(doc, [238, 272], 40, C.sky, C.navy, false);
    doc.add(bars(196, 338, [90, 64], 11, 12, C.sky, 0.7));
  });
  doc.group({ transform: 'rotate(5 507 300)' }, () => {
    doc.add(shadow(right), el('path', { d: right, fill: C.amber }));
    personNode(doc, [518, 272], 40, C.paper2, C.coral, false);
    doc.add(bars(476, 338, [90, 64], 11, 12, C.navy2, 0.55));
  });
  // alignment guides and sparkles between the pieces
  doc.add(
    el('path', {
      d: 'M400 150V460',
      stroke: C.coral,
      'stroke-width': 2,
      'stroke-dasharray': '3 10',
      'stroke-linecap': 'round',
    }),
    el('path', {
      d: 'M360 130l10 10m0-10l-10 10M440 470l10 10m0-10l-10 10',
      stroke: C.coral,
      'stroke-width': 3,
      'stroke-linecap': 'round',
    }),
    el('circle', { cx: 650, cy: 140, r: 12, fill: C.teal, opacity: 0.8 }),
    el('circle', { cx: 130, cy: 470, r: 16, fill: C.coral, opacity: 0.85 }),
  );
  doc.save('home/process-2.svg');
}

function process3() {
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
  highlight(doc, p, country(COUNTRIES_110, ID.germany), { opacity: 0.8, stroke: 0.8 });
  const route = quad(project(p, CITY.laPaz), project(p, CITY.berlin), 0.3);
  doc.add(
    el('path', {
      d: route.d,
      fill: 'none',
      stroke: C.navy2,
      'stroke-width': 3,
      'stroke-dasharray': '2 10',
      'stroke-linecap': 'round',
    }),
  );
  doc.add(
    el('circle', { cx: route.a[0], cy: route.a[1], r: 9, fill: C.navy2 }),
    el('circle', {
      cx: route.a[0],
      cy: route.a[1],
      r: 18,
      fill: 'none',
      stroke: C.navy2,
      'stroke-width': 2,
      opacity: 0.35,
    }),
  );
  // little "journey" marker halfway (a suitcase-like rounded square)
  const [mx, my] = route.at(0.55);
  doc.add(
    el('rect', { x: mx - 20, y: my - 15, width: 40, height: 30, rx: 7, fill: C.amber }),
    el('path', {
      d: `M${pt([mx - 8, my - 15])}v-6h16v6`,
      fill: 'none',
      stroke: C.amber,
      'stroke-width': 4,
      'stroke-linejoin': 'round',
    }),
    el('path', {
      d: `M${pt([mx - 20, my])}h40`,
      stroke: C.navy2,
      'stroke-opacity': 0.4,
      'stroke-width': 2,
    }),
  );
  pin(doc, route.b, 46, C.coral);
  doc.save('home/process-3.svg');
}

function process4() {
  const doc = paperCard('process-4');
  const r = doc.rand;
  // faint chart grid
  const grid: string[] = [];
  for (let y = 150; y <= 500; y += 70) grid.push(`M110 ${y}H700`);
  doc.add(
    el('path', { d: grid.join(''), stroke: C.navy2, 'stroke-opacity': 0.1, 'stroke-width': 1.5 }),
  );
  // bars in the background
  for (let i = 0; i < 7; i++) {
    const h = 60 + i * 38 + between(r, -10, 10);
    doc.add(
      el('rect', {
        x: 140 + i * 78,
        y: 500 - h,
        width: 36,
        height: h,
        rx: 8,
        fill: C.sky,
        opacity: 0.35,
      }),
    );
  }
  const pts: Pt[] = [0, 1, 2, 3, 4, 5].map((i) => [
    150 + i * 100,
    440 - Math.pow(i / 5, 1.5) * 290 + (i % 2 ? 18 : 0),
  ]);
  const line = smooth(pts);
  const area = doc.linear(
    [
      [0, C.amber, 0.45],
      [1, C.amber, 0],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  doc.add(
    el('path', { d: `${line}L650 500L150 500Z`, fill: area }),
    el('path', {
      d: line,
      fill: 'none',
      stroke: C.coral,
      'stroke-width': 5,
      'stroke-linecap': 'round',
    }),
  );
  pts.forEach((p, i) =>
    doc.add(
      el('circle', {
        cx: p[0],
        cy: p[1],
        r: i === 5 ? 14 : 9,
        fill: i === 5 ? C.coral : C.paper2,
        stroke: i === 5 ? C.paper2 : C.navy2,
        'stroke-width': 4,
      }),
    ),
  );
  // follow-up: small team nodes orbiting the peak
  const peak = must(pts[5], 'chart peak');
  doc.add(
    el('circle', {
      cx: peak[0],
      cy: peak[1],
      r: 48,
      fill: 'none',
      stroke: C.navy2,
      'stroke-opacity': 0.25,
      'stroke-width': 2,
      'stroke-dasharray': '4 8',
    }),
  );
  personNode(doc, [peak[0] - 70, peak[1] - 10], 20, C.navy2, C.sky, false);
  personNode(doc, [peak[0] + 20, peak[1] + 80], 16, C.teal, C.paper2, false);
  doc.add(
    el('path', {
      d: 'M672 112l18-18m0 0h-14m14 0v14',
      fill: 'none',
      stroke: C.navy2,
      'stroke-width': 4,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
  );
  doc.save('home/process-4.svg');
}

/* ---------- call-to-action banners (calm centre) */

/** Concentric arcs radiating from a corner. */
function cornerRipples(
  doc: Svg,
  [cx, cy]: Pt,
  r0: number,
  step: number,
  count: number,
  color: string,
) {
  for (let i = 0; i < count; i++) {
    doc.add(
      el('circle', {
        cx,
        cy,
        r: r0 + i * step,
        fill: 'none',
        stroke: color,
        'stroke-width': i % 3 === 0 ? 2 : 1,
        'stroke-opacity': 0.55 - i * (0.45 / count),
        'stroke-dasharray': i % 2 ? '1 7' : undefined,
        'stroke-linecap': 'round',
      }),
    );
  }
}

function cta(name: string, w: number, h: number, corners: [Pt, Pt], flights: [Pt, Pt, number][]) {
  const doc = new Svg(name, w, h);
  backdrop(
    doc,
    [C.navy2, C.navy, C.night],
    [
      { x: corners[0][0], y: corners[0][1], r: Math.max(w, h) * 0.45, color: C.blue, opacity: 0.8 },
      { x: corners[1][0], y: corners[1][1], r: Math.max(w, h) * 0.45, color: C.blue, opacity: 0.8 },
      {
        x: corners[0][0],
        y: corners[0][1],
        r: Math.max(w, h) * 0.25,
        color: C.coral,
        opacity: 0.16,
      },
      {
        x: corners[1][0],
        y: corners[1][1],
        r: Math.max(w, h) * 0.25,
        color: C.amber,
        opacity: 0.14,
      },
    ],
  );
  const mask = edgeMask(doc, w / 2, h / 2, w * 0.55, h * 0.55);
  dotGrid(doc, C.sky, 0.22, 22, mask);
  const min = Math.min(w, h);
  cornerRipples(doc, corners[0], min * 0.22, min * 0.09, 6, C.coral);
  cornerRipples(doc, corners[1], min * 0.22, min * 0.09, 6, C.amber);
  const arcs = flights.map(([a, b, bend]) => quad(a, b, bend));
  drawArcs(doc, arcs, { width: 2, fadeIn: 0 });
  arcs.forEach((a) => cityDot(doc, a.b, { r: 3.5 }));
  // extra calm in the middle for the text
  const calm = doc.radial([
    [0, C.navy, 0.6],
    [1, C.navy, 0],
  ]);
  doc.add(el('ellipse', { cx: w / 2, cy: h / 2, rx: w * 0.36, ry: h * 0.36, fill: calm }));
  return doc;
}

function ctaDesktop() {
  cta(
    'cta-desktop',
    1600,
    500,
    [
      [0, 500],
      [1600, 0],
    ],
    [
      [[-40, 470], [250, 120], 0.3],
      [[40, 540], [420, 260], 0.35],
      [[1180, 560], [1450, 300], 0.3],
      [[1320, 560], [1530, 400], 0.35],
    ],
  ).save('home/cta-desktop.svg');
}

function ctaMobile() {
  cta(
    'cta-mobile',
    750,
    900,
    [
      [0, 0],
      [750, 900],
    ],
    [
      [[-40, 260], [260, 90], 0.3],
      [[-30, 160], [120, 40], 0.3],
      [[420, 940], [660, 760], 0.3],
      [[560, 950], [700, 840], 0.3],
    ],
  ).save('home/cta-mobile.svg');
}

/* ---------- testimonial avatars (160x160) */

function avatar(i: number, bg: [string, string], fg: string) {
  const doc = new Svg(`avatar-${i}`, 160, 160);
  const fill = doc.linear(
    [
      [0, bg[0]],
      [1, bg[1]],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  const clip = doc.clip(el('circle', { cx: 80, cy: 80, r: 80 }));
  doc.add(
    el('circle', { cx: 80, cy: 80, r: 80, fill }),
    el(
      'g',
      { 'clip-path': clip },
      el('circle', { cx: 125, cy: 30, r: 46, fill: C.white, opacity: 0.1 }) +
        bust(80, 102, 118, fg),
    ),
  );
  doc.save(`home/avatar-${i}.svg`);
}

/* ---------- page heroes (1600x900, calm dark left side) */

function pageTalent() {
  const doc = new Svg('talent', ...HERO);
  backdrop(
    doc,
    [C.night, C.navy, C.navy2],
    [{ x: 1180, y: 520, r: 620, color: C.blue, opacity: 0.6 }],
  );
  const p = fit(
    geoMercator(),
    [-100, -56, -32, 24],
    [
      [900, 30],
      [1560, 880],
    ],
    [doc.w, doc.h],
  );
  landLayer(doc, p, NIGHT, { dotGap: 8 });
  highlight(doc, p, country(COUNTRIES_110, ID.bolivia), { opacity: 0.65, halo: 0.3 });
  // arcs leaving towards Europe (top-right, off canvas)
  const exit: Pt = [1720, -80];
  drawArcs(
    doc,
    LATAM.map((c) => quad(project(p, c), exit, 0.12 + (c[0] + 100) / 900)),
    { fadeIn: 0.9, from: C.amber, to: C.coral, width: 1.8 },
  );
  for (const c of LATAM)
    cityDot(doc, project(p, c), { r: c === CITY.laPaz ? 5 : 3.2, halo: c === CITY.laPaz ? 7 : 5 });
  scrimLeft(doc, 0.6);
  doc.save('pages/talent.svg');
}

function pageCompanies() {
  const doc = new Svg('companies', ...HERO);
  backdrop(
    doc,
    [C.night, C.navy, C.navy2],
    [{ x: 1180, y: 430, r: 600, color: C.blue, opacity: 0.6 }],
  );
  const p = europeMap(
    doc,
    [1, 44.5, 24, 57.5],
    [
      [780, 40],
      [1560, 860],
    ],
    { minDist: 1.4 },
  );
  const de: LonLat[] = [
    CITY.berlin,
    CITY.hamburg,
    CITY.munich,
    CITY.frankfurt,
    CITY.cologne,
    CITY.stuttgart,
    CITY.leipzig,
    CITY.amsterdam,
  ];
  const edges = nearestEdges(
    de.map((c) => project(p, c)),
    2,
    planar,
  );
  doc.add(
    el('path', {
      d: edges.map(([a, b]) => `M${pt(a)}L${pt(b)}`).join(''),
      stroke: C.paper2,
      'stroke-opacity': 0.55,
      'stroke-width': 1.2,
      'stroke-dasharray': '1 5',
      'stroke-linecap': 'round',
    }),
  );
  drawArcs(
    doc,
    [
      quad([620, 960], project(p, CITY.berlin), -0.25),
      quad([820, 990], project(p, CITY.frankfurt), -0.2),
    ],
    { fadeIn: 0, width: 2.2 },
  );
  for (const c of de)
    cityDot(doc, project(p, c), {
      r: c === CITY.berlin ? 5.5 : 3.2,
      color: c === CITY.amsterdam ? C.sky : C.amber,
      halo: c === CITY.berlin ? 7 : 4,
    });
  scrimLeft(doc, 0.6);
  doc.save('pages/companies.svg');
}

function pageRelocation() {
  const doc = new Svg('relocation', ...HERO);
  backdrop(
    doc,
    [C.night, C.navy, C.navy2],
    [{ x: 1150, y: 400, r: 700, color: C.blue, opacity: 0.5 }],
  );
  contours(doc, 1180, 430, {
    count: 9,
    r0: 90,
    step: 60,
    color: C.sky,
    opacity: 0.07,
    squash: 0.75,
  });
  const p = worldMap(doc, {
    region: [-85, -35, 30, 62],
    box: [
      [700, 40],
      [1580, 880],
    ],
  });
  const route = quad(project(p, CITY.laPaz), project(p, CITY.berlin), 0.3);
  const sideEnds: [LonLat, LonLat][] = [
    [CITY.santaCruz, CITY.munich],
    [CITY.lima, CITY.madrid],
  ];
  const side = sideEnds.map(([from, to]) => quad(project(p, from), project(p, to), 0.3));
  drawArcs(doc, side, { width: 1.2, glow: 0, from: C.sky, to: C.sky, opacity: 0.5, dash: '2 8' });
  drawArcs(doc, [route], { width: 3, dash: '2 10', glow: 0.6 });
  cityDot(doc, route.a, { r: 5 });
  for (const c of [CITY.santaCruz, CITY.lima, CITY.munich, CITY.madrid])
    cityDot(doc, project(p, c), { r: 2.6, color: C.sky, halo: 4 });
  pin(doc, route.b, 44, C.coral);
  scrimLeft(doc, 0.6);
  doc.save('pages/relocation.svg');
}

function pageMigration() {
  const doc = new Svg('migration', ...HERO);
  backdrop(
    doc,
    [C.night, C.navy, C.navy2],
    [{ x: 1200, y: 450, r: 650, color: C.blue, opacity: 0.55 }],
  );
  contours(doc, 1220, 470, {
    count: 12,
    r0: 60,
    step: 48,
    color: C.sky,
    opacity: 0.16,
    squash: 0.8,
  });
  dotGrid(doc, C.sky, 0.07, 26);
  // a winding path of milestones from bottom-left to top-right
  const stops: Pt[] = [
    [860, 820],
    [1010, 660],
    [1240, 640],
    [1180, 450],
    [1340, 330],
    [1470, 170],
  ];
  const path = smooth(stops);
  const glowPath = doc.linear(
    [
      [0, C.coral, 0.2],
      [1, C.amber],
    ],
    { gradientUnits: 'userSpaceOnUse', x1: 860, y1: 820, x2: 1470, y2: 170 },
  );
  doc.add(
    el('path', {
      d: path,
      fill: 'none',
      stroke: C.amber,
      'stroke-width': 10,
      'stroke-opacity': 0.25,
      filter: doc.blur(6),
    }),
    el('path', {
      d: path,
      fill: 'none',
      stroke: glowPath,
      'stroke-width': 3,
      'stroke-dasharray': '2 10',
      'stroke-linecap': 'round',
    }),
  );
  stops.slice(0, -1).forEach((p, i) => {
    doc.add(
      el('circle', {
        cx: p[0],
        cy: p[1],
        r: 16,
        fill: C.navy2,
        stroke: C.amber,
        'stroke-width': 2.5,
        'stroke-opacity': 0.5 + i * 0.1,
      }),
      el('path', {
        d: `M${pt([p[0] - 6, p[1]])}l4 5 8-10`,
        fill: 'none',
        stroke: C.amber,
        'stroke-width': 2.5,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
        opacity: i < 3 ? 1 : 0,
      }),
    );
  });
  pin(doc, must(stops[5], 'final milestone'), 50, C.coral);
  scrimLeft(doc, 0.58);
  doc.save('pages/migration.svg');
}

function pageMarketing() {
  const doc = new Svg('marketing-lab', ...HERO);
  backdrop(
    doc,
    [C.night, C.navy, C.navy2],
    [
      { x: 1200, y: 330, r: 520, color: C.coral, opacity: 0.16 },
      { x: 1000, y: 700, r: 420, color: C.teal, opacity: 0.12 },
    ],
  );
  dotGrid(doc, C.sky, 0.08, 26);
  flowLines(doc, { count: 12, y0: 160, y1: 760, color: C.sky, opacity: 0.08, amp: 40 });
  creativeShapes(doc, 880, 90, 680);
  scrimLeft(doc, 0.56);
  doc.save('pages/marketing-lab.svg');
}

function pageStaff() {
  const doc = new Svg('staff-augmentation', ...HERO);
  backdrop(
    doc,
    [C.night, C.navy, C.navy2],
    [{ x: 1180, y: 450, r: 650, color: C.blue, opacity: 0.55 }],
  );
  dotGrid(doc, C.sky, 0.08, 26);
  contours(doc, 1200, 450, { count: 8, r0: 120, step: 55, color: C.sky, opacity: 0.08 });
  teamNetwork(doc, [860, 110, 1540, 800], { people: 9, dots: 12, gap: 110 });
  scrimLeft(doc, 0.58);
  doc.save('pages/staff-augmentation.svg');
}

function pageAbout() {
  const doc = new Svg('about', ...HERO);
  backdrop(
    doc,
    [C.night, C.navy, C.navy2],
    [
      { x: 1160, y: 450, r: 650, color: C.blue, opacity: 0.5 },
      { x: 1320, y: 220, r: 260, color: C.amber, opacity: 0.1 },
    ],
  );
  contours(doc, 1160, 460, { count: 8, r0: 430, step: 40, color: C.sky, opacity: 0.07 });
  const p = globe(doc, 1160, 460, 380, [-25, 12], { nodes: 18 });
  highlight(doc, p, country(COUNTRIES_110, ID.bolivia), { opacity: 0.7, stroke: 1 });
  highlight(doc, p, country(COUNTRIES_110, ID.germany), { opacity: 0.8, stroke: 1 });
  drawArcs(doc, [liftedArc(p, CITY.laPaz, CITY.berlin, 0.22)], { width: 3, glow: 0.7 });
  drawArcs(
    doc,
    [CITY.bogota, CITY.saoPaulo].map((c) => liftedArc(p, c, CITY.berlin, 0.14)),
    { width: 1.4, glow: 0.3 },
  );
  cityDot(doc, project(p, CITY.laPaz), { r: 5 });
  cityDot(doc, project(p, CITY.berlin), { r: 5, halo: 7 });
  scrimLeft(doc, 0.56);
  doc.save('pages/about.svg');
}

/* ================================================================== run */

hero1();
hero2();
hero3();
hero4();
serviceStaff();
serviceMigration();
serviceMarketing();
process1();
process2();
process3();
process4();
ctaDesktop();
ctaMobile();
avatar(1, [C.amber, C.coral], C.navy);
avatar(2, [C.sky, C.blue], C.paper2);
avatar(3, [C.teal, C.navy2], C.paper);
pageTalent();
pageCompanies();
pageRelocation();
pageMigration();
pageMarketing();
pageStaff();
pageAbout();
