import { fullRect, type Svg } from '../svg/document';

/** Subtle dot grid over the whole canvas, optionally faded by a mask. */
export function dotGrid(doc: Svg, color: string, opacity: number, gap: number, mask?: string) {
  doc.add(fullRect(doc, doc.dots(gap, 1.1, color, opacity), { mask }));
}
