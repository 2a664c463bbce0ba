import { brandColors } from '../../../src/theme/tokens';
import { geoInterpolate, type GeoProjection } from 'd3-geo';
import type { LonLat } from '../geo/cities';
import type { Pt } from '../geometry';
import { must } from '../must';
import type { Svg } from '../svg/document';
import { pt } from '../svg/format';
import { el } from '../svg/markup';
import { smooth } from '../svg/pathData';

/** A curve from a to b with its path data and a way to find points along it. */
interface Arc {
  d: string;
  at: (t: number) => Pt;
  a: Pt;
  b: Pt;
}

/** Quadratic arc from a to b, bowed to the left of travel (up for west→east). */
export function quad(a: Pt, b: Pt, bend: number): Arc {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const c: Pt = [(a[0] + b[0]) / 2 + dy * bend, (a[1] + b[1]) / 2 - dx * bend];
  const at = (t: number): Pt => [
    (1 - t) ** 2 * a[0] + 2 * (1 - t) * t * c[0] + t * t * b[0],
    (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * c[1] + t * t * b[1],
  ];
  return { d: `M${pt(a)}Q${pt(c)} ${pt(b)}`, at, a, b };
}

/** Great-circle arc on an orthographic globe, lifted off the surface. */
export function liftedArc(p: GeoProjection, from: LonLat, to: LonLat, lift: number): Arc {
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
  /** Opacity at the start of the arc. */
  fadeIn?: number;
  /** Opacity of the blurred halo (0 = none). */
  glow?: number;
  dash?: string;
  opacity?: number;
}

/** Draw arcs with a colour gradient along their direction and a soft halo. */
export function drawArcs(doc: Svg, arcs: Arc[], s: ArcStyle = {}) {
  const [from, to, width] = [s.from ?? brandColors.coral, s.to ?? brandColors.amber, s.width ?? 2];
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
