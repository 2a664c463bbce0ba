import { brandColors } from '../../../src/theme/tokens';
import { cardShadow, paperCard } from '../motifs/paperCard';
import { personNode } from '../motifs/people';
import { el } from '../svg/markup';
import type { Scene } from './scene';

/** Remote Talent: a laptop with a video call, one side in Latin America, one in Europe. */
export const serviceSoulmatchTalent: Scene = {
  file: 'service/soulmatch-talent.svg',
  draw() {
    const doc = paperCard('service-soulmatch-talent');
    const screen = 'M190 130H610A22 22 0 0 1 632 152V420H168V152A22 22 0 0 1 190 130Z';
    const base = 'M110 420H690L660 468H140Z';
    doc.add(
      cardShadow(screen),
      el('path', { d: screen, fill: brandColors.navy }),
      el('path', { d: base, fill: brandColors.mist }),
      el('rect', {
        x: 360,
        y: 428,
        width: 80,
        height: 10,
        rx: 5,
        fill: brandColors.steel,
        opacity: 0.5,
      }),
      el('rect', { x: 192, y: 154, width: 196, height: 242, rx: 14, fill: brandColors.steel }),
      el('rect', { x: 412, y: 154, width: 196, height: 242, rx: 14, fill: brandColors.blue }),
    );
    personNode(doc, [290, 270], 62, brandColors.amber, brandColors.navy, false);
    personNode(doc, [510, 270], 62, brandColors.mist, brandColors.navy, false);
    // call controls and a chat bubble
    [260, 300, 340].forEach((x, i) =>
      doc.add(
        el('circle', {
          cx: x + 100,
          cy: 376,
          r: 9,
          fill: i === 2 ? brandColors.coral : brandColors.paper,
          opacity: 0.9,
        }),
      ),
    );
    doc.add(
      el('path', {
        d: 'M600 70H720A16 16 0 0 1 736 86V140A16 16 0 0 1 720 156H650L626 178V156H600A16 16 0 0 1 584 140V86A16 16 0 0 1 600 70Z',
        fill: brandColors.amber,
      }),
      el('path', {
        d: 'M608 100H712M608 126H680',
        stroke: brandColors.navy,
        'stroke-width': 8,
        'stroke-linecap': 'round',
        opacity: 0.55,
      }),
      el('circle', { cx: 100, cy: 140, r: 14, fill: brandColors.teal, opacity: 0.8 }),
    );
    return doc;
  },
};
