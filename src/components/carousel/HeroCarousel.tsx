import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import { AppLink } from '../AppLink';
import { CarouselControls } from './CarouselControls';
import { attachCarousel, carouselDefaults } from './carouselController';
import { carouselMarkup } from './carouselMarkup';
import { CoverImg } from '../Img';
import { brandColors } from '../../theme/tokens';

export interface HeroSlide {
  id: string;
  title: string;
  text?: string;
  action?: { label: string; to: string };
  image: { src: string; alt: string; width: number; height: number };
}

/**
 * The control bar sits over the bottom of the hero, so the content keeps clear of it: the bar's
 * offset, its height (40 px buttons, 4 px padding and a 1 px border each side) and a gap. With
 * wider text spacing the hero grows to its content, and the controls must still cover no
 * button (WCAG 1.4.12).
 */
const controlsBottom = { xs: 20, md: 32 } as const;
const controlsHeight = 50;
const clearOfControls = {
  xs: `${controlsBottom.xs + controlsHeight + 16}px`,
  md: `${controlsBottom.md + controlsHeight + 16}px`,
} as const;

/** Takes content out of the accessibility tree and the tab order. */
const hiddenProps = (hidden: boolean) =>
  ({ 'aria-hidden': hidden ? true : undefined, inert: hidden }) as const;

/**
 * The first slide's parts besides its h1: the controller hides them while another slide shows
 * (the first slide itself stays in the tree, for the page's main heading).
 */
const partProps = (index: number) => (index === 0 ? { [carouselMarkup.firstSlidePart]: '' } : {});

/** A slide's art with the scrim that keeps the headline readable over it. */
function SlideArt({
  image,
  index,
  strongScrim,
}: {
  image: HeroSlide['image'];
  index: number;
  strongScrim: boolean;
}) {
  const [top, bottom] = strongScrim ? [0.6, 0.82] : [0.55, 0.78];
  return (
    <>
      <CoverImg
        {...(index === 0 ? { src: image.src } : { [carouselMarkup.deferredSrc]: image.src })}
        alt={image.alt}
        width={image.width}
        height={image.height}
        // The first slide loads eagerly, the others once the slider starts (carouselMarkup).
        loading={index === 0 ? 'eager' : 'lazy'}
        fetchPriority={index === 0 ? 'high' : undefined}
        decoding={index === 0 ? 'sync' : 'async'}
        {...partProps(index)}
        sx={{ objectPosition: { xs: '30% center', md: 'left center' } }}
      />
      <Box
        aria-hidden="true"
        sx={{
          position: 'absolute',
          inset: 0,
          background: {
            xs: `linear-gradient(180deg, ${alpha(brandColors.ink, top)} 0%, ${alpha(brandColors.ink, bottom)} 100%)`,
            md: `linear-gradient(90deg, ${alpha(brandColors.ink, 0.88)} 0%, ${alpha(brandColors.ink, 0.6)} 45%, ${alpha(brandColors.ink, 0)} 80%)`,
          },
        }}
      />
    </>
  );
}

/** A slide's words: its headline (the page's h1 on the first slide), line and link. */
function SlideText({ slide, index }: { slide: HeroSlide; index: number }) {
  return (
    <>
      <Typography variant="h1" component={index === 0 ? 'h1' : 'h2'} sx={{ textWrap: 'balance' }}>
        {slide.title}
      </Typography>
      {slide.text && (
        <Typography
          {...partProps(index)}
          variant="subtitle1"
          component="p"
          sx={{ mt: 2.5, color: alpha(brandColors.white, 0.88), maxWidth: 560 }}
        >
          {slide.text}
        </Typography>
      )}
      {slide.action && (
        <Button
          {...partProps(index)}
          component={AppLink}
          to={slide.action.to}
          variant="contained"
          color="secondary"
          size="large"
          sx={{ mt: 4 }}
        >
          {slide.action.label}
        </Button>
      )}
    </>
  );
}

/**
 * Full-width hero slider: headline over image, cross-fading slides, APG carousel semantics.
 * It is prerendered showing the first slide; the controller (./carouselController.ts) runs
 * it with the DOM alone, so the component has no state of its own.
 * The first slide's headline is the page's h1, and stays in the accessibility tree whichever
 * slide shows: a page always has its main heading. Heights 60vh / 70vh / 75vh by breakpoint.
 * `actions` are buttons shared by every slide, below the headlines: the slides' words then
 * share one grid cell, so the hero grows with its longest headline and the actions stay put.
 */
export function HeroCarousel({
  slides,
  label,
  id,
  fadeMs,
  actions,
}: {
  slides: readonly HeroSlide[];
  /** Accessible name of the carousel region. */
  label: string;
  id?: string;
  fadeMs?: number;
  actions?: ReactNode;
}) {
  const { t } = useT('common');
  const region = useRef<HTMLElement>(null);
  useEffect(() => (region.current ? attachCarousel(region.current) : undefined), []);
  const slidesId = useId();
  const slideProps = (i: number) =>
    ({
      role: 'group',
      'aria-roledescription': t('carousel.slideRoleDescription'),
      'aria-label': t('carousel.slide', { number: i + 1, count: slides.length }),
      // The first slide hides its parts instead (partProps), keeping its h1.
      ...hiddenProps(i !== 0),
      [carouselMarkup.slide]: '',
      [carouselMarkup.active]: i === 0,
    }) as const;
  const fade = {
    opacity: 0,
    zIndex: 0,
    transition: `opacity ${fadeMs ?? carouselDefaults.fadeMs}ms ease-in-out`,
    [`&[${carouselMarkup.active}="true"]`]: { opacity: 1, zIndex: 1 },
  };
  const slidesProps = { id: slidesId, 'aria-live': 'off', [carouselMarkup.slides]: '' } as const;
  return (
    <Box
      component="section"
      ref={region}
      id={id}
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label}
      data-testid="hero-carousel"
      {...{ [carouselMarkup.root]: '{}', [carouselMarkup.paused]: false }}
      sx={{
        position: 'relative',
        // A floor, not a fixed height: longer languages (German runs a third longer) and
        // narrow screens make the text taller, and the hero grows instead of clipping it.
        minHeight: actions
          ? { xs: 'max(60vh, 600px)', md: 'max(70vh, 560px)', lg: 'max(75vh, 560px)' }
          : { xs: 'max(60vh, 480px)', md: 'max(70vh, 520px)', lg: 'max(75vh, 520px)' },
        overflow: 'hidden',
        bgcolor: 'primary.main',
        color: brandColors.white,
        ...(actions ? { display: 'flex', alignItems: 'center' } : { display: 'grid' }),
      }}
    >
      {/* Controls come first in the tab order (APG), though they sit at the bottom. */}
      <Box
        sx={{
          position: 'absolute',
          zIndex: actions ? 3 : 2,
          left: 0,
          right: 0,
          bottom: controlsBottom,
          display: 'flex',
          justifyContent: 'center',
        }}
      >
        <CarouselControls count={slides.length} slidesId={slidesId} />
      </Box>
      {actions ? (
        <Container maxWidth="lg" sx={{ pb: clearOfControls }}>
          <Box {...slidesProps} sx={{ display: 'grid', maxWidth: 680 }}>
            {slides.map((slide, i) => (
              <Box key={slide.id} {...slideProps(i)} sx={{ gridArea: '1 / 1', ...fade }}>
                <SlideArt image={slide.image} index={i} strongScrim />
                <Box sx={{ position: 'relative' }}>
                  <SlideText slide={slide} index={i} />
                </Box>
              </Box>
            ))}
          </Box>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{
              mt: 4,
              position: 'relative',
              zIndex: 2,
              alignItems: { xs: 'stretch', sm: 'center' },
            }}
          >
            {actions}
          </Stack>
        </Container>
      ) : (
        // The slides share one grid cell, so the tallest slide sets the height for all.
        <Box {...slidesProps} sx={{ display: 'grid' }}>
          {slides.map((slide, i) => (
            <Box
              key={slide.id}
              {...slideProps(i)}
              sx={{ position: 'relative', gridArea: '1 / 1', ...fade }}
            >
              <SlideArt image={slide.image} index={i} strongScrim={false} />
              <Container
                maxWidth="lg"
                sx={{
                  position: 'relative',
                  height: '100%',
                  display: 'flex',
                  flexDirection: 'column',
                  justifyContent: 'center',
                  pt: { xs: 4, md: 6 },
                  pb: clearOfControls,
                }}
              >
                <Box sx={{ maxWidth: 640 }}>
                  <SlideText slide={slide} index={i} />
                </Box>
              </Container>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
