import { Box, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { brandColors, radii } from '../../theme/tokens';

/** A key figure on the dark opening band: the number large, what it counts beside it. */
export function ExperienceFigure({ figure, label }: { figure: string; label: string }) {
  return (
    <Box
      component="p"
      sx={{
        m: 0,
        display: 'inline-flex',
        flexWrap: 'wrap',
        alignItems: 'baseline',
        columnGap: 1.5,
        px: 3,
        py: 2,
        borderRadius: radii.figure,
        bgcolor: alpha(brandColors.white, 0.08),
        border: `1px solid ${alpha(brandColors.white, 0.18)}`,
      }}
    >
      <Typography
        component="strong"
        sx={{ fontSize: { xs: '2rem', md: '2.4rem' }, fontWeight: 800, color: 'secondary.main' }}
      >
        {figure}
      </Typography>
      <Typography component="span" sx={{ color: alpha(brandColors.white, 0.86) }}>
        {label}
      </Typography>
    </Box>
  );
}
