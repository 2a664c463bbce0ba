import { CTA_DESKTOP } from '../canvas';
import { ctaBanner } from '../motifs/ctaBanner';
import type { Scene } from './scene';

/** Closing call-to-action banner, wide: the lively corners are bottom-left and top-right. */
export const ctaDesktop: Scene = {
  file: 'home/cta-desktop.svg',
  draw: () =>
    ctaBanner(
      'cta-desktop',
      ...CTA_DESKTOP,
      [
        [0, 500],
        [1600, 0],
      ],
      [
        [[-40, 470], [250, 120], 0.3],
        [[40, 540], [420, 260], 0.35],
        [[1180, 560], [1450, 300], 0.3],
        [[1320, 560], [1530, 400], 0.35],
      ],
    ),
};
