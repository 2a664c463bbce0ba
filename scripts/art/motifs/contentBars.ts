import { el } from '../svg/markup';

/** Rounded "text line" bars: content suggested, never real text, so the art needs no translation. */
export function contentBars(
  x: number,
  y: number,
  widths: number[],
  h: number,
  gap: number,
  fill: string,
  opacity: number,
) {
  return widths
    .map((w, i) =>
      el('rect', {
        x,
        y: y + i * (h + gap),
        width: w,
        height: h,
        rx: h / 2,
        fill,
        'fill-opacity': opacity === 1 ? undefined : opacity,
      }),
    )
    .join('');
}
