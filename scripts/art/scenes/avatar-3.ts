import { brandColors } from '../../../src/theme/tokens';
import { avatar } from '../motifs/avatar';
import type { Scene } from './scene';

/** Testimonial avatar 3: each avatar has its own colours so the three quotes are told apart at a glance. */
export const avatar3: Scene = {
  file: 'home/avatar-3.svg',
  draw: () => avatar('avatar-3', [brandColors.teal, brandColors.blue], brandColors.sand),
};
