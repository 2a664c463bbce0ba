import { brandColors } from '../../../src/theme/tokens';
import type { Svg } from '../svg/document';
import { el } from '../svg/markup';
import { contentBars } from './contentBars';

/**
 * A browser window with a page layout inside (header, hero block with text bars and a button,
 * a row of cards): a website suggested without any real text.
 */
export function browserWindow(
  doc: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  o: { page: string; hero: string; accent: string; shadow?: number },
) {
  const bar = Math.max(24, h * 0.07);
  const pad = w * 0.06;
  doc.add(
    el('rect', {
      x: x + 10,
      y: y + 16,
      width: w,
      height: h,
      rx: 18,
      fill: brandColors.ink,
      opacity: o.shadow ?? 0.35,
    }),
    el('rect', { x, y, width: w, height: h, rx: 18, fill: o.page }),
    el('path', {
      d: `M${x} ${y + bar}V${y + 18}a18 18 0 0 1 18-18H${x + w - 18}a18 18 0 0 1 18 18V${y + bar}Z`,
      fill: brandColors.mist,
      opacity: 0.55,
    }),
  );
  [brandColors.coral, brandColors.amber, brandColors.teal].forEach((fill, i) =>
    doc.add(el('circle', { cx: x + 22 + i * 18, cy: y + bar / 2, r: 5, fill })),
  );
  const top = y + bar + pad * 0.6;
  const heroH = h * 0.38;
  doc.add(
    el('rect', { x: x + pad, y: top, width: w - 2 * pad, height: heroH, rx: 12, fill: o.hero }),
    contentBars(
      x + pad * 1.6,
      top + heroH * 0.22,
      [w * 0.34, w * 0.26],
      heroH * 0.1,
      heroH * 0.08,
      brandColors.white,
      0.9,
    ),
    el('rect', {
      x: x + pad * 1.6,
      y: top + heroH * 0.62,
      width: w * 0.16,
      height: heroH * 0.16,
      rx: (heroH * 0.16) / 2,
      fill: o.accent,
    }),
    el('circle', {
      cx: x + w - pad * 2.6,
      cy: top + heroH / 2,
      r: heroH * 0.3,
      fill: o.accent,
      opacity: 0.85,
    }),
  );
  const cardsTop = top + heroH + pad * 0.6;
  const gap = pad * 0.5;
  const cardW = (w - 2 * pad - 2 * gap) / 3;
  const cardH = y + h - cardsTop - pad * 0.6;
  for (let i = 0; i < 3; i++) {
    const cx = x + pad + i * (cardW + gap);
    doc.add(
      el('rect', {
        x: cx,
        y: cardsTop,
        width: cardW,
        height: cardH,
        rx: 10,
        fill: brandColors.sand,
      }),
      el('rect', {
        x: cx + cardW * 0.12,
        y: cardsTop + cardH * 0.14,
        width: cardH * 0.28,
        height: cardH * 0.28,
        rx: 6,
        fill: [brandColors.amber, brandColors.teal, brandColors.coral][i],
        opacity: 0.8,
      }),
      contentBars(
        cx + cardW * 0.12,
        cardsTop + cardH * 0.56,
        [cardW * 0.7, cardW * 0.5],
        cardH * 0.09,
        cardH * 0.07,
        brandColors.blue,
        0.35,
      ),
    );
  }
}
