import type { Svg } from '../svg/document';

/** One output image: where it goes under `public/images/` and how to draw it. */
export interface Scene {
  file: string;
  draw: () => Svg;
}
