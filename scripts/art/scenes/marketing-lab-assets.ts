import { brandColors } from '../../../src/theme/tokens';
import { contentBars } from '../motifs/contentBars';
import { paperCard } from '../motifs/paperCard';
import { el } from '../svg/markup';
import type { Scene } from './scene';

/** Portfolio "marketing assets": two social posts, a presentation slide and a flyer. */
export const marketingLabAssets: Scene = {
  file: 'marketing-lab/portfolio-assets.svg',
  draw() {
    const doc = paperCard('ml-assets');
    const shadow = (x: number, y: number, w: number, h: number, r: number, rotate = 0) =>
      el('rect', {
        x: x + 8,
        y: y + 12,
        width: w,
        height: h,
        rx: r,
        fill: brandColors.navy,
        opacity: 0.1,
        transform: rotate ? `rotate(${rotate} ${x + w / 2} ${y + h / 2})` : undefined,
      });
    // Slide: a wide card with a bar chart.
    doc.add(
      shadow(250, 70, 460, 260, 18),
      el('rect', { x: 250, y: 70, width: 460, height: 260, rx: 18, fill: brandColors.navy }),
      contentBars(290, 110, [180, 120], 16, 14, brandColors.mist, 0.7),
    );
    [90, 130, 110, 170].forEach((bh, i) =>
      doc.add(
        el('rect', {
          x: 520 + i * 40,
          y: 300 - bh,
          width: 26,
          height: bh,
          rx: 6,
          fill: [brandColors.teal, brandColors.mist, brandColors.amber, brandColors.coral][i],
        }),
      ),
    );
    // Two social posts, slightly turned.
    for (const [x, y, angle, fill, accent] of [
      [90, 220, -6, brandColors.amber, brandColors.navy],
      [290, 300, 4, brandColors.white, brandColors.coral],
    ] as const) {
      const t = `rotate(${angle} ${x + 100} ${y + 100})`;
      doc.add(
        shadow(x, y, 200, 230, 16, angle),
        el(
          'g',
          { transform: t },
          el('rect', { x, y, width: 200, height: 230, rx: 16, fill }) +
            el('rect', {
              x: x + 16,
              y: y + 16,
              width: 168,
              height: 130,
              rx: 10,
              fill: accent,
              opacity: 0.85,
            }) +
            el('circle', { cx: x + 130, cy: y + 70, r: 28, fill: brandColors.sand, opacity: 0.8 }) +
            contentBars(x + 16, y + 164, [140, 100], 12, 12, brandColors.blue, 0.45),
        ),
      );
    }
    // Flyer.
    doc.add(
      shadow(560, 340, 150, 210, 12),
      el('rect', { x: 560, y: 340, width: 150, height: 210, rx: 12, fill: brandColors.teal }),
      el('circle', { cx: 635, cy: 410, r: 40, fill: brandColors.amber }),
      contentBars(582, 474, [106, 80, 92], 10, 10, brandColors.white, 0.85),
    );
    return doc;
  },
};
