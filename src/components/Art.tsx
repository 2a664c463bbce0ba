import type { BoxProps } from '@mui/material';
import { CoverImg, Img, type ArtImage } from './Img';
import { sxList } from './sxList';
import { radii } from '../theme/tokens';

/**
 * An illustration at the full width of its box and its own aspect ratio, so its space is
 * reserved before it loads; rounded like the site's cards unless `sx` says otherwise. Lazy
 * unless `eager` (only the page's first image is eager, and fetched first).
 */
export function Art({
  image,
  eager = false,
  sx,
}: {
  image: ArtImage;
  eager?: boolean;
  sx?: BoxProps['sx'];
}) {
  return (
    <Img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding={eager ? 'sync' : 'async'}
      sx={[
        {
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: `${image.width} / ${image.height}`,
          borderRadius: radii.art,
        },
        ...sxList(sx),
      ]}
    />
  );
}

/**
 * An illustration behind a card's content, as its background: it fills the positioned card
 * (which keeps it under its text with `isolation: isolate`) and loads lazily.
 */
export function CoverArt({ image, testId }: { image: ArtImage; testId?: string }) {
  return (
    <CoverImg
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
      data-testid={testId}
      sx={{ zIndex: -1 }}
    />
  );
}
