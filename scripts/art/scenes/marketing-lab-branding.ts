import { brandColors } from '../../../src/theme/tokens';
import { contentBars } from '../motifs/contentBars';
import { cardShadow, paperCard } from '../motifs/paperCard';
import { el } from '../svg/markup';
import type { Scene } from './scene';

const rect = (x: number, y: number, w: number, h: number, r: number) =>
  `M${x + r} ${y}H${x + w - r}a${r} ${r} 0 0 1 ${r} ${r}V${y + h - r}a${r} ${r} 0 0 1 ${-r} ${r}H${x + r}a${r} ${r} 0 0 1 ${-r} ${-r}V${y + r}a${r} ${r} 0 0 1 ${r} ${-r}Z`;

/** Portfolio "branding": a logo mark on a brand sheet, colour swatches and a type sample. */
export const marketingLabBranding: Scene = {
  file: 'marketing-lab/portfolio-branding.svg',
  draw() {
    const doc = paperCard('ml-branding');
    const sheet = rect(110, 90, 360, 420, 26);
    doc.add(cardShadow(sheet), el('path', { d: sheet, fill: brandColors.navy }));
    // The logo mark: a disc, a quarter disc and a ring.
    doc.add(
      el('circle', { cx: 260, cy: 250, r: 80, fill: brandColors.amber }),
      el('path', { d: 'M260 250h90a90 90 0 0 1-90 90z', fill: brandColors.coral }),
      el('circle', {
        cx: 330,
        cy: 190,
        r: 30,
        fill: 'none',
        stroke: brandColors.mist,
        'stroke-width': 8,
      }),
      contentBars(170, 390, [240, 170], 16, 16, brandColors.mist, 0.6),
    );
    // Colour swatches.
    [
      brandColors.navy,
      brandColors.steel,
      brandColors.teal,
      brandColors.amber,
      brandColors.coral,
    ].forEach((fill, i) => {
      const d = rect(520, 100 + i * 66, 170, 52, 14);
      doc.add(cardShadow(d), el('path', { d, fill }));
    });
    // Type sample: a large and a small letter shape.
    doc.add(
      el('path', {
        d: 'M530 520l42-110h20l42 110h-24l-9-26h-38l-9 26zM568 474h26l-13-38z',
        fill: brandColors.blue,
      }),
      el('circle', {
        cx: 676,
        cy: 496,
        r: 24,
        fill: 'none',
        stroke: brandColors.blue,
        'stroke-width': 12,
      }),
      el('rect', { x: 694, y: 466, width: 12, height: 54, rx: 4, fill: brandColors.blue }),
    );
    return doc;
  },
};
