import { styled } from '@mui/material/styles';

/**
 * An <img> that takes `sx`. (MUI's Box would turn `width`/`height` into CSS; images need
 * them as attributes so the browser reserves their space before they load.)
 */
export const Img = styled('img')({});

/** An image that fills its positioned parent edge to edge, as a background picture does. */
export const CoverImg = styled('img')({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/** An illustration as the pages pass it: its file, localized alt text and intrinsic size. */
export interface ArtImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}
