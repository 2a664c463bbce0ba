import { brandColors } from '../../../src/theme/tokens';
import { avatar } from '../motifs/avatar';
import type { Scene } from './scene';

/** Testimonial avatar 1: each avatar has its own colours so the three quotes are told apart at a glance. */
export const avatar1: Scene = {
  file: 'home/avatar-1.svg',
  draw: () => avatar('avatar-1', [brandColors.amber, brandColors.coral], brandColors.navy),
};
