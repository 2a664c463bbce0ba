import { Box, Container, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Img } from '../../components/Img';
import { Section } from '../../components/sections/Section';
import { brandColors, radii } from '../../theme/tokens';
import type { ImageRef } from '../../lib/contentLists';
import { elevations } from '../../theme/surfaces';

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
      hydrate="load"
      sx={{
        color: brandColors.white,
        background: `radial-gradient(circle at 85% 20%, ${alpha(brandColors.amber, 0.28)}, transparent 45%), linear-gradient(135deg, ${brandColors.navy} 0%, ${brandColors.blue} 60%, ${brandColors.steel} 100%)`,
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
        <Img
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          fetchPriority="high"
          decoding="async"
          sx={{
            display: 'block',
            width: '100%',
            maxWidth: { xs: 480, md: 'none' },
            mx: 'auto',
            height: 'auto',
            aspectRatio: `${image.width} / ${image.height}`,
            borderRadius: radii.panel,
            boxShadow: elevations.art,
          }}
        />
      </Container>
    </Section>
  );
}
