import { brandColors } from '../../../src/theme/tokens';
import { STEP } from '../canvas';
import { Svg } from '../svg/document';
import { el } from '../svg/markup';
import { backdrop } from './backdrop';
import { dotGrid } from './dotGrid';

/** The light paper background shared by the process step cards. */
export function paperCard(name: string) {
  const doc = new Svg(name, ...STEP);
  backdrop(
    doc,
    [brandColors.paper, brandColors.sand],
    [
      { x: 620, y: 120, r: 360, color: brandColors.amber, opacity: 0.16 },
      { x: 140, y: 520, r: 320, color: brandColors.mist, opacity: 0.22 },
    ],
  );
  dotGrid(doc, brandColors.navy, 0.07, 20);
  return doc;
}

/** A soft drop shadow under a paper-card shape, so it lifts off the page. */
export const cardShadow = (d: string) =>
  el('path', { d, fill: brandColors.navy, opacity: 0.08, transform: 'translate(8 12)' });
