import { brandColors } from '../../../src/theme/tokens';
import { avatar } from '../motifs/avatar';
import type { Scene } from './scene';

/** About page, The Team: a generic stand-in for the CEO's photo (a face-less silhouette). */
export const aboutAvatarCeo: Scene = {
  file: 'about/avatar-ceo.svg',
  draw: () => avatar('about-avatar-ceo', [brandColors.steel, brandColors.mist], brandColors.navy),
};
