import { Box, Container, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { brandColors, radii } from '../theme/tokens';
import { Art } from './Art';
import type { ArtImage } from './Img';
import { elevations, introBackground } from '../theme/surfaces';

/** The intro's words: the page's one h1, a lead paragraph and optional actions. */
function IntroText({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <>
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
      {children && <Box sx={{ mt: 4, display: 'flex', flexWrap: 'wrap', gap: 2 }}>{children}</Box>}
    </>
  );
}

/**
 * The opening band of a page: its one h1, a lead paragraph and optional actions. With an
 * `image`, the art stands beside the words on wide screens and below them on phones; it is the
 * page's first image, so it loads at once.
 */
export function PageIntro({
  title,
  lead,
  image,
  children,
}: {
  title: string;
  lead?: string;
  image?: ArtImage;
  children?: ReactNode;
}) {
  const text = (
    <IntroText title={title} lead={lead}>
      {children}
    </IntroText>
  );
  return (
    <Box
      component="section"
      sx={{
        color: brandColors.white,
        background: introBackground,
        py: { xs: 8, md: 12 },
      }}
    >
      <Container maxWidth="lg">
        {image ? (
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 5, md: 6 },
              alignItems: 'center',
              gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' },
            }}
          >
            <div>{text}</div>
            <Art
              image={image}
              eager
              sx={{
                maxWidth: { xs: 480, md: 'none' },
                borderRadius: radii.card,
                boxShadow: elevations.art,
              }}
            />
          </Box>
        ) : (
          text
        )}
      </Container>
    </Box>
  );
}
