import { brandColors } from '../../../src/theme/tokens';
import { contentBars } from '../motifs/contentBars';
import { cardShadow, paperCard } from '../motifs/paperCard';
import { personNode } from '../motifs/people';
import { n1, pt } from '../svg/format';
import { el } from '../svg/markup';
import type { Scene } from './scene';

/** Puzzle piece (square of size s): knob on the right or socket on the left. */
function puzzle(x: number, y: number, s: number, kind: 'knob' | 'socket') {
  const r = s * 0.08;
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

/** Process step "curated matching": two profile cards fitting together like puzzle pieces. */
export const process2: Scene = {
  file: 'home/process-2.svg',
  draw() {
    const doc = paperCard('process-2');
    const s = 190;
    const left = puzzle(150, 205, s, 'knob');
    const right = puzzle(150 + s + 72, 205, s, 'socket');
    doc.group({ transform: 'rotate(-6 245 300)' }, () => {
      doc.add(cardShadow(left), el('path', { d: left, fill: brandColors.blue }));
      personNode(doc, [238, 272], 40, brandColors.mist, brandColors.navy, false);
      doc.add(contentBars(196, 338, [90, 64], 11, 12, brandColors.mist, 0.7));
    });
    doc.group({ transform: 'rotate(5 507 300)' }, () => {
      doc.add(cardShadow(right), el('path', { d: right, fill: brandColors.amber }));
      personNode(doc, [518, 272], 40, brandColors.paper, brandColors.coral, false);
      doc.add(contentBars(476, 338, [90, 64], 11, 12, brandColors.blue, 0.55));
    });
    // alignment guides and sparkles between the pieces
    doc.add(
      el('path', {
        d: 'M400 150V460',
        stroke: brandColors.coral,
        'stroke-width': 2,
        'stroke-dasharray': '3 10',
        'stroke-linecap': 'round',
      }),
      el('path', {
        d: 'M360 130l10 10m0-10l-10 10M440 470l10 10m0-10l-10 10',
        stroke: brandColors.coral,
        'stroke-width': 3,
        'stroke-linecap': 'round',
      }),
      el('circle', { cx: 650, cy: 140, r: 12, fill: brandColors.teal, opacity: 0.8 }),
      el('circle', { cx: 130, cy: 470, r: 16, fill: brandColors.coral, opacity: 0.85 }),
    );
    return doc;
  },
};
