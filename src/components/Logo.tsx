import { Box, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { brandColors } from '../theme/tokens';

/** The wordmark: two arcs meeting over the Atlantic, then the brand name. */
export function Logo({ brand, inverted = false }: { brand: string; inverted?: boolean }) {
  const ink = inverted ? brandColors.white : brandColors.navy;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <svg width="34" height="34" viewBox="0 0 34 34" aria-hidden="true" focusable="false">
        <circle
          cx="17"
          cy="17"
          r="16"
          fill={inverted ? alpha(brandColors.white, 0.08) : brandColors.sand}
        />
        <path
          d="M7 23 C 10 9, 24 9, 27 19"
          fill="none"
          stroke={brandColors.amber}
          strokeWidth="3"
          strokeLinecap="round"
        />
        <path
          d="M7 23 C 12 16, 21 15, 27 19"
          fill="none"
          stroke={inverted ? brandColors.mist : brandColors.steel}
          strokeWidth="2.2"
          strokeLinecap="round"
        />
        <circle cx="7" cy="23" r="3" fill={brandColors.coral} />
        <circle cx="27" cy="19" r="3" fill={ink} />
      </svg>
      <Typography
        component="span"
        sx={{ fontWeight: 800, fontSize: '1.3rem', letterSpacing: '-0.02em', color: ink }}
      >
        {brand}
      </Typography>
    </Box>
  );
}
