import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import { Box, IconButton, type SxProps, type Theme } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { useT } from '../../i18n/useT';
import { carouselControl, carouselMarkup } from './carouselMarkup';
import { currentDotSx, dotSx } from './dotSx';
import { brandColors } from '../../theme/tokens';
import { sxList } from '../sxList';

const buttonSx: SystemStyleObject<Theme> = {
  color: brandColors.white,
  width: 40,
  height: 40,
  '&:hover': { bgcolor: alpha(brandColors.white, 0.16) },
};

// The rotation button shows pause while the slides rotate and play while they are stopped:
// both icons are in the HTML, the region's `data-paused` picks one.
const rotationIconsSx: SystemStyleObject<Theme> = {
  [`[${carouselMarkup.paused}="true"] & [data-icon="pause"], [${carouselMarkup.paused}="false"] & [data-icon="play"]`]:
    { display: 'none' },
};

/**
 * The controls of an APG carousel: rotation (first, as the pattern asks), previous, one
 * button per slide and next, prerendered for the first slide and kept up to date by the
 * carousel's controller (./carouselController.ts). Labels come from `common:carousel`.
 */
export function CarouselControls({
  count,
  slidesId,
  sx,
}: {
  count: number;
  /** id of the element holding the slides, for aria-controls. */
  slidesId: string;
  sx?: SxProps<Theme>;
}) {
  const { t } = useT('common');
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
        aria-label={t('carousel.pauseLabel')}
        aria-controls={slidesId}
        {...{
          [carouselMarkup.control]: carouselControl.rotation,
          [carouselMarkup.pauseLabel]: t('carousel.pauseLabel'),
          [carouselMarkup.playLabel]: t('carousel.playLabel'),
        }}
        sx={[buttonSx, rotationIconsSx]}
      >
        <PauseRounded data-icon="pause" />
        <PlayArrowRounded data-icon="play" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={t('carousel.previous')}
        aria-controls={slidesId}
        {...{ [carouselMarkup.control]: carouselControl.prev }}
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
            aria-label={t('carousel.goTo', { number: i + 1, count })}
            aria-current={i === 0 ? 'true' : undefined}
            aria-controls={slidesId}
            {...{ [carouselMarkup.dot]: i }}
            sx={[
              dotSx(alpha(brandColors.white, 0.6)),
              { '&:not([aria-current="true"]):hover::after': { bgcolor: brandColors.white } },
              { '&[aria-current="true"]': currentDotSx('secondary.main') },
            ]}
          />
        ))}
      </Box>
      <IconButton
        size="small"
        aria-label={t('carousel.next')}
        aria-controls={slidesId}
        {...{ [carouselMarkup.control]: carouselControl.next }}
        sx={buttonSx}
      >
        <ChevronRightRounded />
      </IconButton>
    </Box>
  );
}
