import { Box, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useState } from 'react';
import { Art } from '../../components/Art';
import type { ArtImage } from '../../components/Img';
import { brandColors } from '../../theme/tokens';

/** Below this width a card flips when pressed; from it, on hover and keyboard focus. */
export const flipMinWidth = 768;

const flipMs = 600;
const wide = `@media (min-width: ${flipMinWidth}px)`;
const narrow = `@media (max-width: ${flipMinWidth - 0.02}px)`;
const reducedMotion = '@media (prefers-reduced-motion: reduce)';

/**
 * The turned state. Each face also switches its opacity half-way through the turn, when it is
 * edge-on: the hidden face then leaves what accessibility checkers judge, and under reduced
 * motion (no turn at all) the same switch becomes a fade.
 */
const turned = {
  '& [data-face="inner"]': { transform: 'rotateY(180deg)' },
  '& [data-face="front"]': { opacity: 0 },
  '& [data-face="back"]': { opacity: 1 },
} as const;

const faceSx = {
  gridArea: '1 / 1',
  backfaceVisibility: 'hidden',
  borderRadius: '24px',
  p: { xs: 3, md: 3.5 },
  display: 'flex',
  flexDirection: 'column',
  gap: 1.5,
  transition: `opacity 0s linear ${flipMs / 2}ms`,
  [reducedMotion]: { transition: `opacity ${flipMs / 2}ms ease-in-out` },
} as const;

/**
 * A card with a front and a back face. Both faces are always in the document, so screen
 * readers and search engines read both; the flip is only visual. The flip mode is CSS (media
 * queries), so the prerendered HTML and the hydrated page agree at every width.
 */
export function FlipCard({
  image,
  title,
  front,
  back,
  hintTap,
  hintHover,
  flipLabel,
}: {
  image: ArtImage;
  title: string;
  front: string;
  back: string;
  hintTap: string;
  hintHover: string;
  /** Accessible name of the button that flips the card on narrow screens. */
  flipLabel: string;
}) {
  const [flipped, setFlipped] = useState(false);
  return (
    <Box
      component="li"
      data-testid="flip-card"
      data-flipped={flipped}
      sx={{
        position: 'relative',
        perspective: '1200px',
        [narrow]: { '&[data-flipped="true"]': turned },
        [wide]: { '&:hover, &:focus-within': turned },
      }}
    >
      <Box
        data-face="inner"
        sx={{
          display: 'grid',
          height: '100%',
          transformStyle: 'preserve-3d',
          transition: `transform ${flipMs}ms ease-in-out`,
          [reducedMotion]: { transform: 'none !important', transition: 'none' },
        }}
      >
        <Box
          data-face="front"
          sx={{
            ...faceSx,
            bgcolor: brandColors.white,
            border: '1px solid',
            borderColor: 'divider',
            boxShadow: `0 14px 36px ${alpha(brandColors.navy, 0.08)}`,
          }}
        >
          <Art image={image} />
          <Typography variant="h3" sx={{ color: 'primary.main', mt: 1 }}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
            {front}
          </Typography>
          <Typography
            aria-hidden="true"
            variant="body2"
            sx={{ fontWeight: 700, color: brandColors.amberText }}
          >
            <Box component="span" sx={{ [wide]: { display: 'none' } }}>
              {hintTap}
            </Box>
            <Box component="span" sx={{ [narrow]: { display: 'none' } }}>
              {hintHover}
            </Box>
          </Typography>
        </Box>
        <Box
          data-face="back"
          sx={{
            ...faceSx,
            opacity: 0,
            transform: 'rotateY(180deg)',
            [reducedMotion]: { ...faceSx[reducedMotion], transform: 'none' },
            justifyContent: 'center',
            color: brandColors.white,
            background: `radial-gradient(circle at 100% 0%, ${alpha(brandColors.amber, 0.25)}, transparent 50%), linear-gradient(135deg, ${brandColors.navy}, ${brandColors.steel})`,
          }}
        >
          <Typography
            aria-hidden="true"
            sx={{ fontWeight: 800, fontSize: '1.1rem', color: 'secondary.main' }}
          >
            {title}
          </Typography>
          <Typography sx={{ color: brandColors.white }}>{back}</Typography>
        </Box>
      </Box>
      <Box
        component="button"
        type="button"
        aria-pressed={flipped}
        aria-label={flipLabel}
        onClick={() => setFlipped((value) => !value)}
        sx={{
          all: 'unset',
          position: 'absolute',
          inset: 0,
          zIndex: 1,
          cursor: 'pointer',
          borderRadius: '24px',
          '&:focus-visible': {
            outline: '3px solid',
            outlineColor: 'secondary.dark',
            outlineOffset: 4,
          },
          [wide]: { cursor: 'default' },
        }}
      />
    </Box>
  );
}
