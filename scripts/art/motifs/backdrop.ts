import { el, type Attrs, type Stop } from '../svg/markup';
import { fullRect, type Svg } from '../svg/document';

interface Glow {
  x: number;
  y: number;
  r: number;
  color: string;
  opacity?: number;
}

/** Diagonal gradient background plus soft radial light sources. */
export function backdrop(
  doc: Svg,
  colors: string[],
  glows: Glow[],
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
