import { brandColors } from '../../../src/theme/tokens';
import { browserWindow } from '../motifs/browserWindow';
import { contentBars } from '../motifs/contentBars';
import { paperCard } from '../motifs/paperCard';
import { el } from '../svg/markup';
import type { Scene } from './scene';

/** Portfolio "web design": a website on a laptop screen and the same site on a phone. */
export const marketingLabWeb: Scene = {
  file: 'marketing-lab/portfolio-web.svg',
  draw() {
    const doc = paperCard('ml-web');
    // Laptop: a screen and a base.
    browserWindow(doc, 90, 110, 500, 330, {
      page: brandColors.white,
      hero: brandColors.steel,
      accent: brandColors.amber,
      shadow: 0.12,
    });
    doc.add(
      el('path', { d: 'M50 452h580l-30 34H80z', fill: brandColors.blue }),
      el('rect', { x: 300, y: 452, width: 80, height: 8, rx: 4, fill: brandColors.mist }),
    );
    // Phone.
    const [x, y, w, h] = [560, 210, 160, 300];
    doc.add(
      el('rect', {
        x: x + 8,
        y: y + 12,
        width: w,
        height: h,
        rx: 26,
        fill: brandColors.navy,
        opacity: 0.12,
      }),
      el('rect', { x, y, width: w, height: h, rx: 26, fill: brandColors.navy }),
      el('rect', {
        x: x + 12,
        y: y + 26,
        width: w - 24,
        height: h - 52,
        rx: 14,
        fill: brandColors.white,
      }),
      el('rect', {
        x: x + 22,
        y: y + 40,
        width: w - 44,
        height: 90,
        rx: 10,
        fill: brandColors.steel,
      }),
      el('circle', { cx: x + w - 50, cy: y + 85, r: 24, fill: brandColors.amber }),
      contentBars(x + 22, y + 146, [w - 44, w - 70, w - 90], 10, 10, brandColors.blue, 0.35),
      el('rect', { x: x + 22, y: y + 212, width: 70, height: 22, rx: 11, fill: brandColors.coral }),
    );
    return doc;
  },
};
