import { Box, Paper, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { visuallyHidden } from '../visuallyHidden';
import { useRef, type ReactNode } from 'react';
import { countUpDefaults, useCountUp } from './useCountUp';
import { brandColors, radii } from '../../theme/tokens';
import { IconBadge } from '../sections/IconBadge';
import { onNavySurface } from '../../theme/surfaces';

/**
 * A figure that counts up when first seen: icon, number (formatted by the page for its
 * language), label. Screen readers read the final figure only.
 */
export function StatisticCard({
  icon,
  target,
  format,
  label,
  index = 0,
}: {
  icon: ReactNode;
  /** The value the counter reaches; `format` turns a step into the displayed figure. */
  target: number;
  format: (value: number) => string;
  label: string;
  /** Position among its siblings: each card starts 0.15 s after the previous one. */
  index?: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const value = useCountUp(ref, target, { delayMs: index * countUpDefaults.delayPerIndexMs });
  return (
    <Paper
      ref={ref}
      elevation={0}
      sx={{
        height: '100%',
        p: { xs: 3, md: 3.5 },
        borderRadius: radii.cardCompact,
        ...onNavySurface,
        color: brandColors.white,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
      }}
    >
      <IconBadge tone="tintOnNavy" radius="badge">
        {icon}
      </IconBadge>
      <Typography
        component="p"
        sx={{
          fontSize: { xs: '2.25rem', md: '2.5rem' },
          fontWeight: 800,
          lineHeight: 1.1,
          letterSpacing: '-0.02em',
          fontVariantNumeric: 'tabular-nums',
          // The final figure, hidden, sizes the box and the counting one is laid over it, so a
          // long figure ("400.000–1,5 Mio.") wraps within the card and counting never moves it.
          display: 'grid',
          '& > [aria-hidden]': { gridArea: '1 / 1' },
        }}
      >
        <Box component="span" aria-hidden="true" sx={{ visibility: 'hidden' }}>
          {format(target)}
        </Box>
        <span aria-hidden="true" data-testid="stat-value">
          {format(value)}
        </span>
        <Box component="span" sx={visuallyHidden}>
          {format(target)}
        </Box>
      </Typography>
      <Typography sx={{ color: alpha(brandColors.white, 0.82) }}>{label}</Typography>
    </Paper>
  );
}
