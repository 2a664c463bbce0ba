import { brandColors } from '../../../src/theme/tokens';
import { STEP } from '../canvas';
import { Svg } from '../svg/document';
import { el } from '../svg/markup';
import { backdrop } from './backdrop';
import { dotGrid } from './dotGrid';

/**
 * The light paper background shared by the process step cards and the card header art (any
 * size: the warm and cool glows keep their places relative to the canvas).
 */
export function paperCard(name: string, [w, h]: readonly [number, number] = STEP) {
  const doc = new Svg(name, w, h);
  backdrop(
    doc,
    [brandColors.paper, brandColors.sand],
    [
      { x: 0.775 * w, y: 0.2 * h, r: 0.45 * w, color: brandColors.amber, opacity: 0.16 },
      { x: 0.175 * w, y: (13 / 15) * h, r: 0.4 * w, color: brandColors.mist, opacity: 0.22 },
    ],
  );
  dotGrid(doc, brandColors.navy, 0.07, 20);
  return doc;
}

/** A soft drop shadow under a paper-card shape, so it lifts off the page. */
export const cardShadow = (d: string) =>
  el('path', { d, fill: brandColors.navy, opacity: 0.08, transform: 'translate(8 12)' });
