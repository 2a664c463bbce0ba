import { brandColors } from '../../../src/theme/tokens';
import { AVATAR } from '../canvas';
import { Svg } from '../svg/document';
import { el } from '../svg/markup';
import { bust } from './people';

/** A testimonial avatar: a gradient disc with a face-less silhouette (no one's real likeness). */
export function avatar(name: string, bg: [string, string], fg: string) {
  const doc = new Svg(name, ...AVATAR);
  const fill = doc.linear(
    [
      [0, bg[0]],
      [1, bg[1]],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  const clip = doc.clip(el('circle', { cx: 80, cy: 80, r: 80 }));
  doc.add(
    el('circle', { cx: 80, cy: 80, r: 80, fill }),
    el(
      'g',
      { 'clip-path': clip },
      el('circle', { cx: 125, cy: 30, r: 46, fill: brandColors.white, opacity: 0.1 }) +
        bust(80, 102, 118, fg),
    ),
  );
  return doc;
}
