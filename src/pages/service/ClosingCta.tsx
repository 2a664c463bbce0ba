import { Box, Container, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Reveal } from '../../components/reveal/Reveal';
import { brandColors } from '../../theme/tokens';

/** The closing call to action of a service page: a title, a line and the service's buttons. */
export function ClosingCta({
  title,
  text,
  actions,
}: {
  title: string;
  text: string;
  actions: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-labelledby="cta-title"
      sx={{ pt: { xs: 3, md: 5 }, pb: { xs: 9, md: 13 } }}
    >
      <Container maxWidth="lg">
        <Reveal threshold={0.2}>
          <Box
            sx={{
              mx: 'auto',
              maxWidth: 880,
              textAlign: 'center',
              borderRadius: '28px',
              px: { xs: 3, md: 8 },
              py: { xs: 6, md: 7 },
              color: brandColors.white,
              background: `radial-gradient(circle at 100% 0%, ${alpha(brandColors.amber, 0.3)}, transparent 45%), linear-gradient(135deg, ${brandColors.navy}, ${brandColors.steel})`,
              boxShadow: `0 24px 60px ${alpha(brandColors.navy, 0.25)}`,
            }}
          >
            <Typography
              variant="h2"
              id="cta-title"
              sx={{ color: brandColors.white, textWrap: 'balance' }}
            >
              {title}
            </Typography>
            <Typography variant="subtitle1" component="p" sx={{ mt: 1.5, opacity: 0.88 }}>
              {text}
            </Typography>
            <Box sx={{ mt: 4 }}>{actions}</Box>
          </Box>
        </Reveal>
      </Container>
    </Box>
  );
}
