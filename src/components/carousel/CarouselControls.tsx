import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import { Box, IconButton, type SxProps, type Theme } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useT } from '../../i18n/useT';
import type { Carousel } from './useCarousel';
import { currentDotSx, dotSx } from './dotSx';
import { brandColors } from '../../theme/tokens';
import { sxList } from '../sxList';

const buttonSx: SxProps<Theme> = {
  color: brandColors.white,
  width: 40,
  height: 40,
  '&:hover': { bgcolor: alpha(brandColors.white, 0.16) },
};

/**
 * The controls of an APG carousel: rotation (first, as the pattern asks), previous, one
 * button per slide and next. Labels come from `common:carousel`.
 */
export function CarouselControls({
  carousel,
  slidesId,
  sx,
}: {
  carousel: Carousel;
  /** id of the element holding the slides, for aria-controls. */
  slidesId: string;
  sx?: SxProps<Theme>;
}) {
  const { t } = useT('common');
  const { index, count, paused } = carousel;
  return (
    <Box
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          px: 1,
          py: 0.5,
          borderRadius: 999,
          bgcolor: alpha(brandColors.ink, 0.55),
          backdropFilter: 'blur(6px)',
          border: `1px solid ${alpha(brandColors.white, 0.18)}`,
        },
        ...sxList(sx),
      ]}
    >
      <IconButton
        size="small"
        onClick={carousel.togglePaused}
        aria-label={paused ? t('carousel.playLabel') : t('carousel.pauseLabel')}
        aria-controls={slidesId}
        data-carousel-control="rotation"
        sx={buttonSx}
      >
        {paused ? <PlayArrowRounded /> : <PauseRounded />}
      </IconButton>
      <IconButton
        size="small"
        onClick={carousel.prev}
        aria-label={t('carousel.previous')}
        aria-controls={slidesId}
        sx={buttonSx}
      >
        <ChevronLeftRounded />
      </IconButton>
      <Box
        role="group"
        aria-label={t('carousel.dots')}
        sx={{ display: 'flex', alignItems: 'center' }}
      >
        {Array.from({ length: count }, (_, i) => (
          <Box
            key={i}
            component="button"
            type="button"
            onClick={() => carousel.goTo(i)}
            aria-label={t('carousel.goTo', { number: i + 1, count })}
            aria-current={i === index ? 'true' : undefined}
            aria-controls={slidesId}
            sx={[
              dotSx(alpha(brandColors.white, 0.6)),
              i === index
                ? currentDotSx('secondary.main')
                : { '&:hover::after': { bgcolor: brandColors.white } },
            ]}
          />
        ))}
      </Box>
      <IconButton
        size="small"
        onClick={carousel.next}
        aria-label={t('carousel.next')}
        aria-controls={slidesId}
        sx={buttonSx}
      >
        <ChevronRightRounded />
      </IconButton>
    </Box>
  );
}
