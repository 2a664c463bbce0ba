import { Box, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useEffect, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { Art } from '../../components/Art';
import type { ArtImage } from '../../components/Img';
import { focusRingSx } from '../../theme/theme';
import { brandColors, radii } from '../../theme/tokens';
import { elevations } from '../../theme/surfaces';

/** Below this width a card flips when pressed; from it, also on hover and keyboard focus. */
export const flipMinWidth = 768;

const flipMs = 600;
const wideQuery = `(min-width: ${flipMinWidth}px)`;
const wide = `@media ${wideQuery}`;
const narrow = `@media (max-width: ${flipMinWidth - 0.02}px)`;
const isWide = () => window.matchMedia(wideQuery).matches;
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
  borderRadius: radii.card,
  p: { xs: 3, md: 3.5 },
  display: 'flex',
  flexDirection: 'column',
  gap: 1.5,
  transition: `opacity 0s linear ${flipMs / 2}ms`,
  [reducedMotion]: { transition: `opacity ${flipMs / 2}ms ease-in-out` },
} as const;

/**
 * Whether a card shows its back. Pressing its button turns it (every width). From 768 px,
 * hovering it or focusing its button also shows the back, and Escape puts the front back
 * without moving the pointer or the focus (WCAG 1.4.13); the card turns back when the pointer
 * and the focus have left. The button's aria-pressed is what the card shows.
 */
function useFlip() {
  const [pressed, setPressed] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const shown = pressed || ((hovered || focused) && !dismissed);

  const dismiss = () => {
    setPressed(false);
    setDismissed(true);
  };
  // Escape works wherever the focus is while the pointer rests on the card.
  useEffect(() => {
    if (!hovered) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [hovered]);

  return {
    shown,
    cardProps: {
      onMouseEnter: () => setHovered(isWide()),
      // Leaving the card entirely (pointer and focus) ends the preview and its dismissal.
      onMouseLeave: () => {
        setHovered(false);
        if (!focused) setDismissed(false);
      },
    },
    buttonProps: {
      'aria-pressed': shown,
      onClick: () => {
        const next = !shown;
        setPressed(next);
        setDismissed(!next);
      },
      onFocus: () => setFocused(isWide()),
      onBlur: () => {
        setFocused(false);
        if (!hovered) setDismissed(false);
      },
      onKeyDown: (event: ReactKeyboardEvent) => {
        if (event.key === 'Escape' && shown) {
          event.stopPropagation();
          dismiss();
        }
      },
    },
  };
}

/**
 * A card with a front and a back face. Both faces are always in the document, so screen
 * readers and search engines read both; the flip is only visual.
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
  /** Accessible name of the button that flips the card. */
  flipLabel: string;
}) {
  const { shown, cardProps, buttonProps } = useFlip();
  return (
    <Box
      component="li"
      data-testid="flip-card"
      data-flipped={shown}
      {...cardProps}
      sx={{
        position: 'relative',
        perspective: '1200px',
        '&[data-flipped="true"]': turned,
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
            boxShadow: elevations.raised,
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
        aria-label={flipLabel}
        {...buttonProps}
        sx={{
          all: 'unset',
          position: 'absolute',
          inset: 0,
          zIndex: 1,
          cursor: 'pointer',
          borderRadius: radii.card,
          // `all: unset` removed the site's ring with everything else: give it back.
          '&:focus-visible': focusRingSx,
        }}
      />
    </Box>
  );
}
