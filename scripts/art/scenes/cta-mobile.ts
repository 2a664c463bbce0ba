import { CTA_MOBILE } from '../canvas';
import { ctaBanner } from '../motifs/ctaBanner';
import type { Scene } from './scene';

/** Closing call-to-action banner, tall: the lively corners are top-left and bottom-right. */
export const ctaMobile: Scene = {
  file: 'home/cta-mobile.svg',
  draw: () =>
    ctaBanner(
      'cta-mobile',
      ...CTA_MOBILE,
      [
        [0, 0],
        [750, 900],
      ],
      [
        [[-40, 260], [260, 90], 0.3],
        [[-30, 160], [120, 40], 0.3],
        [[420, 940], [660, 760], 0.3],
        [[560, 950], [700, 840], 0.3],
      ],
    ),
};
