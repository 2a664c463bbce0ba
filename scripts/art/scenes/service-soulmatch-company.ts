import { brandColors } from '../../../src/theme/tokens';
import { contentBars } from '../motifs/contentBars';
import { cardShadow, paperCard } from '../motifs/paperCard';
import { personNode } from '../motifs/people';
import { el } from '../svg/markup';
import type { Scene } from './scene';

const rect = (x: number, y: number, w: number, h: number, r: number) =>
  `M${x + r} ${y}H${x + w - r}A${r} ${r} 0 0 1 ${x + w} ${y + r}V${y + h - r}A${r} ${r} 0 0 1 ${x + w - r} ${y + h}H${x + r}A${r} ${r} 0 0 1 ${x} ${y + h - r}V${y + r}A${r} ${r} 0 0 1 ${x + r} ${y}Z`;

/** Talent Hiring: a company card and a professional's card joined by a dashed line. */
export const serviceSoulmatchCompany: Scene = {
  file: 'service/soulmatch-company.svg',
  draw() {
    const doc = paperCard('service-soulmatch-company');
    // the company: an office block with lit windows
    const office = rect(110, 170, 230, 290, 22);
    doc.add(cardShadow(office), el('path', { d: office, fill: brandColors.blue }));
    for (let row = 0; row < 4; row++)
      for (let col = 0; col < 3; col++)
        doc.add(
          el('rect', {
            x: 145 + col * 60,
            y: 205 + row * 58,
            width: 38,
            height: 34,
            rx: 6,
            fill: (row + col) % 3 === 0 ? brandColors.amber : brandColors.mist,
            opacity: (row + col) % 3 === 0 ? 0.95 : 0.55,
          }),
        );
    // the professional: a profile card
    const profile = rect(470, 150, 220, 290, 24);
    doc.add(cardShadow(profile), el('path', { d: profile, fill: brandColors.white }));
    personNode(doc, [580, 240], 54, brandColors.amber, brandColors.navy, false);
    doc.add(contentBars(520, 320, [120, 90, 105], 12, 16, brandColors.blue, 0.35));
    // the match between them
    doc.add(
      el('path', {
        d: 'M340 300C390 230 420 230 470 280',
        fill: 'none',
        stroke: brandColors.coral,
        'stroke-width': 4,
        'stroke-dasharray': '2 12',
        'stroke-linecap': 'round',
      }),
      el('circle', { cx: 405, cy: 246, r: 20, fill: brandColors.coral }),
      el('path', {
        d: 'M396 246l7 7 12-13',
        fill: 'none',
        stroke: brandColors.white,
        'stroke-width': 4,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
      el('circle', { cx: 690, cy: 500, r: 14, fill: brandColors.teal, opacity: 0.8 }),
      el('circle', { cx: 120, cy: 110, r: 10, fill: brandColors.coral, opacity: 0.85 }),
    );
    return doc;
  },
};
