import { brandColors } from '../../../src/theme/tokens';
import { avatar } from '../motifs/avatar';
import type { Scene } from './scene';

/** Testimonial avatar 2: each avatar has its own colours so the three quotes are told apart at a glance. */
export const avatar2: Scene = {
  file: 'home/avatar-2.svg',
  draw: () => avatar('avatar-2', [brandColors.mist, brandColors.steel], brandColors.paper),
};
