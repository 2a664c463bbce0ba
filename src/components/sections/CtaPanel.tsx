import { Box, Container, Typography, type BoxProps } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Reveal } from '../reveal/Reveal';
import { brandColors } from '../../theme/tokens';

/**
 * A closing call to action without art: a centred navy panel with a warm glow in one corner,
 * a title, a line and one action.
 */
export function CtaPanel({
  id,
  titleId,
  title,
  text,
  action,
  glowAt = '100% 0%',
  sx,
}: {
  id?: string;
  titleId: string;
  title: string;
  text: string;
  action: ReactNode;
  /** Where the amber glow sits, as a CSS position (`100% 0%`: top right). */
  glowAt?: string;
  sx?: BoxProps['sx'];
}) {
  return (
    <Box component="section" id={id} aria-labelledby={titleId} sx={sx}>
      <Container maxWidth="lg">
        <Reveal
          threshold={0.2}
          sx={{
            textAlign: 'center',
            borderRadius: '28px',
            px: { xs: 3, md: 8 },
            py: { xs: 6, md: 8 },
            color: brandColors.white,
            background: `radial-gradient(circle at ${glowAt}, ${alpha(brandColors.amber, 0.3)}, transparent 45%), linear-gradient(135deg, ${brandColors.navy}, ${brandColors.steel})`,
            boxShadow: `0 24px 60px ${alpha(brandColors.navy, 0.25)}`,
          }}
        >
          <Typography id={titleId} variant="h2" sx={{ color: brandColors.white }}>
            {title}
          </Typography>
          <Typography
            variant="subtitle1"
            component="p"
            sx={{ mt: 2, mx: 'auto', maxWidth: 620, color: alpha(brandColors.white, 0.88) }}
          >
            {text}
          </Typography>
          {action}
        </Reveal>
      </Container>
    </Box>
  );
}
