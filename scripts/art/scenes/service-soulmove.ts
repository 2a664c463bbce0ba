import { brandColors } from '../../../src/theme/tokens';
import { cardShadow, paperCard } from '../motifs/paperCard';
import { pin } from '../motifs/pin';
import { el } from '../svg/markup';
import type { Scene } from './scene';

/** Talent Relocation: a suitcase, and a flight path that ends at a pin (Berlin). */
export const serviceSoulmove: Scene = {
  file: 'service/soulmove.svg',
  draw() {
    const doc = paperCard('service-soulmove');
    const flight = 'M190 330C260 120 480 80 600 190';
    doc.add(
      el('path', {
        d: flight,
        fill: 'none',
        stroke: brandColors.steel,
        'stroke-width': 4,
        'stroke-dasharray': '2 14',
        'stroke-linecap': 'round',
      }),
      // a small plane on the way
      el('path', {
        d: 'M0 -14L10 10L0 4L-10 10Z',
        fill: brandColors.coral,
        transform: 'translate(400 112) rotate(78)',
      }),
    );
    pin(doc, [600, 230], 80);
    // the suitcase
    const body =
      'M120 340H300A18 18 0 0 1 318 358V500A18 18 0 0 1 300 518H120A18 18 0 0 1 102 500V358A18 18 0 0 1 120 340Z';
    doc.add(
      el('path', {
        d: 'M170 340V310A14 14 0 0 1 184 296H236A14 14 0 0 1 250 310V340',
        fill: 'none',
        stroke: brandColors.navy,
        'stroke-width': 12,
      }),
      cardShadow(body),
      el('path', { d: body, fill: brandColors.amber }),
      el('path', {
        d: 'M160 340V518M260 340V518',
        stroke: brandColors.amberDark,
        'stroke-width': 14,
      }),
      el('circle', { cx: 560, cy: 480, r: 70, fill: brandColors.mist, opacity: 0.3 }),
      el('path', {
        d: 'M505 470H615M520 500H600',
        stroke: brandColors.blue,
        'stroke-width': 10,
        'stroke-linecap': 'round',
        opacity: 0.35,
      }),
      el('circle', { cx: 700, cy: 90, r: 12, fill: brandColors.teal, opacity: 0.8 }),
    );
    return doc;
  },
};
