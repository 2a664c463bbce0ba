import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import { Box, Button, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { AppLink } from '../AppLink';
import { CoverArt } from '../Art';
import { brandColors, radii } from '../../theme/tokens';
import { elevations } from '../../theme/surfaces';

/**
 * A tall picture card: background art (dark lower third), title, a line of text and a
 * 'Know more' link to the service page.
 */
export function ServiceCard({
  title,
  text,
  to,
  actionLabel,
  actionAriaLabel,
  image,
}: {
  title: string;
  text?: string;
  to: string;
  actionLabel: string;
  /** Fuller accessible name, e.g. "Know more about Migration" (starts with the visible label). */
  actionAriaLabel?: string;
  image: { src: string; alt: string; width: number; height: number };
}) {
  return (
    <Box
      component="article"
      sx={{
        position: 'relative',
        height: '100%',
        minHeight: { xs: 440, md: 500 },
        borderRadius: radii.card,
        overflow: 'hidden',
        color: brandColors.white,
        bgcolor: 'primary.main',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'flex-end',
        isolation: 'isolate',
        boxShadow: elevations.lifted,
        '& img': { transition: 'transform 600ms ease' },
        '&:hover img, &:focus-within img': { transform: 'scale(1.04)' },
      }}
    >
      <CoverArt image={image} />
      <Box
        aria-hidden="true"
        sx={{
          position: 'absolute',
          inset: 0,
          zIndex: -1,
          background: `linear-gradient(180deg, ${alpha(brandColors.ink, 0)} 30%, ${alpha(brandColors.ink, 0.72)} 62%, ${alpha(brandColors.ink, 0.94)} 100%)`,
        }}
      />
      <Box sx={{ p: { xs: 3, md: 4 } }}>
        <Typography variant="h3" component="h3" sx={{ color: brandColors.white }}>
          {title}
        </Typography>
        {text && (
          <Typography
            // Side by side, the cards' titles line up when their texts differ in length.
            sx={{ mt: 1.5, color: alpha(brandColors.white, 0.86), minHeight: { md: '4lh' } }}
          >
            {text}
          </Typography>
        )}
        <Button
          component={AppLink}
          to={to}
          variant="contained"
          color="secondary"
          endIcon={<ArrowForwardRounded />}
          aria-label={actionAriaLabel}
          sx={{ mt: 3 }}
        >
          {actionLabel}
        </Button>
      </Box>
    </Box>
  );
}
