import type { SvgIconComponent } from '@mui/icons-material';

/**
 * The content types the pages' content modules and the section blocks share.
 *
 * Lists: the order of a locale object's items, as their ids, or as ids each with an icon.
 * `Items` is that object's type in the English copy, so an id the copy lacks is a compile error.
 */
export type IdList<Items> = readonly (keyof Items)[];
export type IconList<Items> = readonly { id: keyof Items; icon: SvgIconComponent }[];

/** An image file with its intrinsic size, before the page adds its localized alt text. */
export interface ImageRef {
  src: string;
  width: number;
  height: number;
}

/**
 * The art of one page: `art('hero-1', 1600, 900)` is `/images/<folder>/hero-1.svg` at that size
 * (the files `scripts/art` draws into `public/images/<folder>/`).
 */
export function pageArt(folder: string) {
  return (name: string, width: number, height: number): ImageRef => ({
    src: `/images/${folder}/${name}.svg`,
    width,
    height,
  });
}

/** A card of an icon grid: icon, title, text and, on figure cards, a headline figure. */
export interface IconCard {
  id: string;
  icon: SvgIconComponent;
  title: string;
  text: string;
  /** A headline figure above the title (already formatted for the page language). */
  figure?: string;
}
