/** A point in pixels. */
export type Pt = [number, number];
/** A box as [west, south, east, north] in lon/lat, or [x0, y0, x1, y1] in pixels. */
export type Box = [number, number, number, number];

export const planar = (a: Pt, b: Pt) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** Each point joined to its k nearest neighbours (deduplicated). */
export function nearestEdges<T>(nodes: T[], k: number, dist: (a: T, b: T) => number): [T, T][] {
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
