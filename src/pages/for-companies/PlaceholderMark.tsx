import { Box } from '@mui/material';
import { brandColors } from '../../theme/tokens';
import type { clientLogos } from './content';

type Shape = (typeof clientLogos)[number]['shape'];

const shapes: Record<Shape, string> = {
  circle: 'M20 4a16 16 0 1 0 0.01 0Z',
  square: 'M6 6h28v28H6Z',
  triangle: 'M20 4 36 34H4Z',
  diamond: 'M20 2 38 20 20 38 2 20Z',
  hexagon: 'M20 3 35 11.5v17L20 37 5 28.5v-17Z',
};

/** A neutral stand-in for a client logo: a grey shape and two bars, no name. */
export function PlaceholderMark({ shape, label }: { shape: Shape; label: string }) {
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox="0 0 140 40"
      width={140}
      height={40}
      sx={{ display: 'block', color: brandColors.mist }}
    >
      <path d={shapes[shape]} fill="currentColor" />
      <rect x="48" y="10" width="84" height="8" rx="4" fill="currentColor" />
      <rect x="48" y="24" width="56" height="6" rx="3" fill="currentColor" opacity="0.6" />
    </Box>
  );
}
