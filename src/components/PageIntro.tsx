import { Box, Container, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { brandColors } from '../theme/tokens';

/** The opening band of a page: its one h1, a lead paragraph and optional actions. */
export function PageIntro({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <Box
      component="section"
      sx={{
        color: brandColors.white,
        background: `radial-gradient(circle at 85% 20%, ${alpha(brandColors.amber, 0.28)}, transparent 45%), linear-gradient(135deg, ${brandColors.navy} 0%, ${brandColors.blue} 60%, ${brandColors.steel} 100%)`,
        py: { xs: 8, md: 12 },
      }}
    >
      <Container maxWidth="lg">
        <Typography variant="h1" sx={{ maxWidth: 820 }}>
          {title}
        </Typography>
        {lead && (
          <Typography
            variant="subtitle1"
            component="p"
            sx={{ mt: 2.5, maxWidth: 680, color: alpha(brandColors.white, 0.86) }}
          >
            {lead}
          </Typography>
        )}
        {children && (
          <Box sx={{ mt: 4, display: 'flex', flexWrap: 'wrap', gap: 2 }}>{children}</Box>
        )}
      </Container>
    </Box>
  );
}
