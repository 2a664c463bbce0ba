import { brandColors } from '../../../src/theme/tokens';
import { nearestEdges, planar, type Box } from '../geometry';
import { must } from '../must';
import { between, scatter } from '../random';
import type { Svg } from '../svg/document';
import { pt } from '../svg/format';
import { el } from '../svg/markup';
import { personNode } from './people';

/** Disc and silhouette colours of the people, in turn. */
const PEOPLE: [bg: string, fg: string][] = [
  [brandColors.amber, brandColors.navy],
  [brandColors.mist, brandColors.blue],
  [brandColors.coral, brandColors.paper],
  [brandColors.steel, brandColors.sand],
  [brandColors.teal, brandColors.paper],
];

/** A team network in a box: person nodes and small dots linked by fine lines. */
export function teamNetwork(doc: Svg, box: Box, o: { people: number; dots: number; gap: number }) {
  const r = doc.rand;
  const nodes = scatter(r, o.people + o.dots, box, o.gap);
  const edges = nearestEdges(nodes, 2, planar);
  doc.add(
    el('path', {
      d: edges.map(([a, b]) => `M${pt(a)}L${pt(b)}`).join(''),
      stroke: brandColors.mist,
      'stroke-opacity': 0.35,
      'stroke-width': 1.2,
      fill: 'none',
    }),
  );
  nodes.forEach((p, i) => {
    if (i < o.people) {
      const [bg, fg] = must(PEOPLE[i % PEOPLE.length], 'people colours');
      personNode(doc, p, i === 0 ? 46 : between(r, 24, 36), bg, fg);
    } else {
      doc.add(
        el('circle', {
          cx: p[0],
          cy: p[1],
          r: between(r, 3, 6),
          fill: i % 3 ? brandColors.mist : brandColors.amber,
          'fill-opacity': 0.85,
        }),
      );
    }
  });
}
