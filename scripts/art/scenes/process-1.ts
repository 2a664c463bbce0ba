import { brandColors } from '../../../src/theme/tokens';
import { pt, n1 } from '../svg/format';
import { contentBars } from '../motifs/contentBars';
import { contours } from '../motifs/contours';
import { cardShadow, paperCard } from '../motifs/paperCard';
import { personNode } from '../motifs/people';
import { el } from '../svg/markup';
import type { Scene } from './scene';

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

/** Process step "discovery call": a conversation under way in two speech bubbles. */
export const process1: Scene = {
  file: 'home/process-1.svg',
  draw() {
    const doc = paperCard('process-1');
    contours(doc, 400, 300, {
      count: 6,
      r0: 120,
      step: 42,
      color: brandColors.blue,
      opacity: 0.07,
      squash: 0.8,
    });
    const b1 = bubble(150, 130, 330, 190, 34, 'left');
    const b2 = bubble(340, 290, 300, 160, 32, 'right');
    doc.add(
      cardShadow(b1),
      el('path', { d: b1, fill: brandColors.blue }),
      contentBars(190, 180, [200, 250, 150], 16, 18, brandColors.mist, 0.75),
    );
    personNode(doc, [425, 185], 26, brandColors.amber, brandColors.navy, false);
    doc.add(cardShadow(b2), el('path', { d: b2, fill: brandColors.amber }));
    [0, 1, 2].forEach((i) =>
      doc.add(
        el('circle', {
          cx: 440 + i * 50,
          cy: 370,
          r: 12,
          fill: brandColors.blue,
          opacity: 1 - i * 0.25,
        }),
      ),
    );
    doc.add(
      el('circle', { cx: 640, cy: 150, r: 16, fill: brandColors.coral }),
      el('circle', { cx: 120, cy: 430, r: 10, fill: brandColors.teal, opacity: 0.8 }),
    );
    return doc;
  },
};
