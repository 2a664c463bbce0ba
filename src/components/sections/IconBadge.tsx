import { Box, type BoxProps } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { elevations } from '../../theme/surfaces';
import { brandColors, radii } from '../../theme/tokens';
import { sxList } from '../sxList';

const tint = (strength: number) => alpha(brandColors.amber, strength);

/** The badge's colours: ground and icon. */
const tones = {
  /** Navy ground, amber icon: on a light card. */
  navy: { bgcolor: 'primary.main', color: 'secondary.main' },
  /** Amber ground, navy icon: on a navy band. */
  amber: { bgcolor: 'secondary.main', color: 'primary.main' },
  /** Amber tint, dark amber icon: a quiet badge on a light card. */
  tint: { bgcolor: tint(0.16), color: 'secondary.dark' },
  /** Amber tint, icon in the amber of text (4.5:1) on a white card. */
  tintText: { bgcolor: tint(0.16), color: brandColors.amberText },
  /** Amber tint on a navy band. */
  tintOnNavy: { bgcolor: tint(0.16), color: 'secondary.main' },
  /** A stronger amber tint on a navy band, for cards that are themselves translucent. */
  strongTintOnNavy: { bgcolor: tint(0.18), color: 'secondary.main' },
  /** Navy-to-steel, white icon, lifted: a step's badge. */
  gradient: {
    color: brandColors.white,
    background: `linear-gradient(135deg, ${brandColors.navy}, ${brandColors.steel})`,
    boxShadow: elevations.badge,
  },
} as const;

export type IconBadgeTone = keyof typeof tones;

/**
 * The square behind a card's icon: one size, shape and set of colours for every page. The icon
 * is decorative; the card's title says what it is about.
 */
export function IconBadge({
  tone,
  size = 48,
  radius = 'badgeSquare',
  children,
  sx,
}: {
  tone: IconBadgeTone;
  /** Pixels a side: 48, 44 in a dense list, 52 beside a long text. */
  size?: 44 | 48 | 52;
  radius?: 'badge' | 'badgeSquare' | 'art';
  children: ReactNode;
  sx?: BoxProps['sx'];
}) {
  return (
    <Box
      aria-hidden="true"
      sx={[
        {
          width: size,
          height: size,
          borderRadius: radii[radius],
          display: 'grid',
          placeItems: 'center',
          ...tones[tone],
        },
        ...sxList(sx),
      ]}
    >
      {children}
    </Box>
  );
}
