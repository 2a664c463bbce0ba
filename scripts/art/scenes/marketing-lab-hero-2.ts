import { brandColors } from '../../../src/theme/tokens';
import { HERO } from '../canvas';
import { backdrop } from '../motifs/backdrop';
import { browserWindow } from '../motifs/browserWindow';
import { dotGrid } from '../motifs/dotGrid';
import { scrimLeft } from '../motifs/scrims';
import { Svg } from '../svg/document';
import { el } from '../svg/markup';
import type { Scene } from './scene';

/** Marketing lab hero, slide 2 (web): overlapping browser windows with page layouts. */
export const marketingLabHero2: Scene = {
  file: 'marketing-lab/hero-2.svg',
  draw() {
    const doc = new Svg('ml-hero-2', ...HERO);
    backdrop(
      doc,
      [brandColors.ink, brandColors.blue, brandColors.steel],
      [
        { x: 1200, y: 300, r: 600, color: brandColors.amber, opacity: 0.16 },
        { x: 760, y: 860, r: 480, color: brandColors.mist, opacity: 0.14 },
      ],
    );
    dotGrid(doc, brandColors.mist, 0.09, 26);
    browserWindow(doc, 1000, 120, 520, 380, {
      page: brandColors.paper,
      hero: brandColors.teal,
      accent: brandColors.amber,
    });
    browserWindow(doc, 700, 330, 640, 460, {
      page: brandColors.white,
      hero: brandColors.steel,
      accent: brandColors.coral,
    });
    doc.add(
      el('circle', {
        cx: 1480,
        cy: 640,
        r: 70,
        fill: 'none',
        stroke: brandColors.amber,
        'stroke-width': 6,
        opacity: 0.7,
      }),
      el('circle', { cx: 660, cy: 220, r: 14, fill: brandColors.coral }),
    );
    scrimLeft(doc, 0.52);
    return doc;
  },
};
