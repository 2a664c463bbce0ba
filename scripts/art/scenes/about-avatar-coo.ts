import { brandColors } from '../../../src/theme/tokens';
import { avatar } from '../motifs/avatar';
import type { Scene } from './scene';

/** About page, The Team: a generic stand-in for the COO's photo (a face-less silhouette). */
export const aboutAvatarCoo: Scene = {
  file: 'about/avatar-coo.svg',
  draw: () => avatar('about-avatar-coo', [brandColors.teal, brandColors.amber], brandColors.navy),
};
