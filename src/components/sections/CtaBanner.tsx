import { Box, Container, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { CoverArt } from '../Art';
import { brandColors, radii } from '../../theme/tokens';

/** The min-width at which the desktop background replaces the mobile one. */
export const ctaDesktopMinWidth = 900;

/**
 * A call-to-action band with separate art for phones and for wider screens (a <picture>,
 * so each device downloads one image), a title, a line and one action.
 */
export function CtaBanner({
  titleId,
  title,
  subtitle,
  action,
  background,
}: {
  /** id of the h2, for aria-labelledby on the band around the banner. */
  titleId?: string;
  title: string;
  subtitle?: string;
  action: ReactNode;
  background: {
    desktop: { src: string; width: number; height: number };
    mobile: { src: string; width: number; height: number };
    alt: string;
  };
}) {
  const { desktop, mobile } = background;
  return (
    <Container maxWidth="lg">
      <Box
        sx={{
          position: 'relative',
          overflow: 'hidden',
          isolation: 'isolate',
          borderRadius: { xs: radii.card, md: radii.panel },
          bgcolor: 'primary.main',
          color: brandColors.white,
          px: { xs: 3, sm: 6, md: 8 },
          py: { xs: 7, md: 10 },
          minHeight: { xs: 420, md: 340 },
          display: 'flex',
          alignItems: 'center',
        }}
      >
        <picture>
          <source
            media={`(min-width: ${ctaDesktopMinWidth}px)`}
            srcSet={desktop.src}
            width={desktop.width}
            height={desktop.height}
          />
          <CoverArt image={{ ...mobile, alt: background.alt }} testId="cta-background" />
        </picture>
        <Box
          aria-hidden="true"
          sx={{
            position: 'absolute',
            inset: 0,
            zIndex: -1,
            background: {
              xs: `linear-gradient(180deg, ${alpha(brandColors.ink, 0.75)}, ${alpha(brandColors.ink, 0.55)})`,
              md: `linear-gradient(90deg, ${alpha(brandColors.ink, 0.85)} 0%, ${alpha(brandColors.ink, 0.45)} 65%, ${alpha(brandColors.ink, 0.2)} 100%)`,
            },
          }}
        />
        <Box sx={{ maxWidth: 640 }}>
          <Typography
            variant="h2"
            id={titleId}
            sx={{ color: brandColors.white, textWrap: 'balance' }}
          >
            {title}
          </Typography>
          {subtitle && (
            <Typography
              variant="subtitle1"
              component="p"
              sx={{ mt: 2, color: alpha(brandColors.white, 0.88) }}
            >
              {subtitle}
            </Typography>
          )}
          <Box sx={{ mt: 4 }}>{action}</Box>
        </Box>
      </Box>
    </Container>
  );
}
