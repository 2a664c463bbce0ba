import { brandColors } from '../../../src/theme/tokens';
import { fullRect, type Svg } from '../svg/document';

/** Dark fade on the left so the white headline the page lays over it stays readable. */
export function scrimLeft(doc: Svg, end: number, strength = 0.92) {
  const fill = doc.linear([
    [0, brandColors.ink, strength],
    [end * 0.5, brandColors.ink, strength * 0.78],
    [end, brandColors.ink, 0],
  ]);
  doc.add(fullRect(doc, fill));
}

/** Dark fade at the bottom (tall cards put their title there). */
export function scrimBottom(doc: Svg, start: number, strength = 0.94) {
  const fill = doc.linear(
    [
      [start, brandColors.ink, 0],
      [start + (1 - start) * 0.45, brandColors.ink, strength * 0.75],
      [1, brandColors.ink, strength],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  doc.add(fullRect(doc, fill));
}
