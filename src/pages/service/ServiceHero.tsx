import { Box, Container, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Art } from '../../components/Art';
import { Section } from '../../components/sections/Section';
import { brandColors, radii } from '../../theme/tokens';
import type { ImageRef } from '../../lib/contentLists';
import { elevations, introBackground } from '../../theme/surfaces';

/** The opening band of a service page: name, h1, what the service is, its buttons and its art. */
export function ServiceHero({
  eyebrow,
  title,
  lead,
  image,
  actions,
  aside,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  image: ImageRef & { alt: string };
  actions: ReactNode;
  /** Shown under the buttons, e.g. a key figure. */
  aside?: ReactNode;
}) {
  return (
    <Section
      labelledBy="service-title"
      tone="none"
      maxWidth={false}
      sx={{
        color: brandColors.white,
        background: introBackground,
        py: { xs: 7, md: 11 },
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'grid',
          gap: { xs: 5, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' },
          alignItems: 'center',
        }}
      >
        <Box>
          <Typography
            variant="overline"
            component="p"
            sx={{ color: 'secondary.main', mb: 1.5, lineHeight: 1.5 }}
          >
            {eyebrow}
          </Typography>
          <Typography variant="h1" id="service-title" sx={{ textWrap: 'balance' }}>
            {title}
          </Typography>
          <Typography
            variant="subtitle1"
            component="p"
            sx={{ mt: 2.5, maxWidth: 640, color: alpha(brandColors.white, 0.86) }}
          >
            {lead}
          </Typography>
          <Box sx={{ mt: 4 }}>{actions}</Box>
          {aside && <Box sx={{ mt: 4 }}>{aside}</Box>}
        </Box>
        <Art
          image={image}
          eager
          sx={{
            maxWidth: { xs: 480, md: 'none' },
            mx: 'auto',
            borderRadius: radii.panel,
            boxShadow: elevations.art,
          }}
        />
      </Container>
    </Section>
  );
}
