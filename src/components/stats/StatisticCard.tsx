import { Box, Paper, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { visuallyHidden } from '../visuallyHidden';
import { useEffect, useRef, type ReactNode } from 'react';
import { countUp, countUpAttribute, countUpDefaults, figureAt, type CountUp } from './countUp';
import { brandColors, radii } from '../../theme/tokens';
import { IconBadge } from '../sections/IconBadge';
import { onNavySurface } from '../../theme/surfaces';

/**
 * A figure that counts up when first seen (./countUp.ts): icon, number (written by the page
 * for its language), label. Screen readers read the final figure only.
 */
export function StatisticCard({
  icon,
  target,
  template,
  locale,
  label,
  index = 0,
}: {
  icon: ReactNode;
  /** The value the counter reaches. */
  target: number;
  /** The displayed figure with `countMarker` where the counting number goes. */
  template: string;
  /** The Intl locale the number is written in. */
  locale: string;
  label: string;
  /** Position among its siblings: each card starts 0.15 s after the previous one. */
  index?: number;
}) {
  const counting = useRef<HTMLSpanElement>(null);
  const counter: CountUp = {
    to: target,
    template,
    locale,
    delayMs: index * countUpDefaults.delayPerIndexMs,
  };
  const figure = figureAt(counter, target);
  const json = JSON.stringify(counter);
  useEffect(
    () => (counting.current ? countUp(counting.current, JSON.parse(json) as CountUp) : undefined),
    [json],
  );
  return (
    <Paper
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
          {figure}
        </Box>
        <span
          ref={counting}
          aria-hidden="true"
          data-testid="stat-value"
          {...{ [countUpAttribute]: json }}
        >
          {figure}
        </span>
        <Box component="span" sx={visuallyHidden}>
          {figure}
        </Box>
      </Typography>
      <Typography sx={{ color: alpha(brandColors.white, 0.82) }}>{label}</Typography>
    </Paper>
  );
}
