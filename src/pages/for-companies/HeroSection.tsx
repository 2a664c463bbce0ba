import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useId } from 'react';
import { CarouselControls } from '../../components/carousel/CarouselControls';
import { useCarousel } from '../../components/carousel/useCarousel';
import { CoverImg } from '../../components/Img';
import { newTab } from '../../components/newTab';
import { visuallyHidden } from '../../components/visuallyHidden';
import { site } from '../../config/site';
import { BookCallButton } from '../../features/booking/BookCallButton';
import { useT } from '../../i18n/useT';
import { brandColors } from '../../theme/tokens';
import { heroSlides } from './content';

/**
 * The companies hero: rotating headlines over art, with the two actions (the external request
 * form and the booking action) fixed below them on every slide. The shared HeroCarousel takes
 * one internal link per slide, so this hero composes the same carousel state and controls.
 */
export function HeroSection() {
  const { t } = useT('forCompanies');
  const { t: tc } = useT('common');
  const carousel = useCarousel({ count: heroSlides.length });
  const slidesId = useId();
  return (
    <Box
      component="section"
      id="hero"
      aria-roledescription={tc('carousel.roleDescription')}
      aria-label={t('hero.label')}
      data-testid="hero-carousel"
      {...carousel.regionProps}
      sx={{
        position: 'relative',
        height: { xs: '60vh', md: '70vh', lg: '75vh' },
        minHeight: { xs: 600, md: 560 },
        overflow: 'hidden',
        bgcolor: 'primary.main',
        color: brandColors.white,
        display: 'flex',
        alignItems: 'center',
      }}
    >
      <Box
        sx={{
          position: 'absolute',
          zIndex: 3,
          left: 0,
          right: 0,
          bottom: { xs: 20, md: 32 },
          display: 'flex',
          justifyContent: 'center',
        }}
      >
        <CarouselControls carousel={carousel} slidesId={slidesId} />
      </Box>
      <Container maxWidth="lg" sx={{ pb: { xs: 9, md: 8 } }}>
        <Box
          id={slidesId}
          aria-live={carousel.rotating ? 'off' : 'polite'}
          sx={{ display: 'grid', maxWidth: 680 }}
        >
          {heroSlides.map(({ id, image }, i) => {
            const active = i === carousel.index;
            return (
              <Box
                key={id}
                role="group"
                aria-roledescription={tc('carousel.slideRoleDescription')}
                aria-label={tc('carousel.slide', { number: i + 1, count: heroSlides.length })}
                aria-hidden={active ? undefined : true}
                inert={!active}
                data-active={active}
                sx={{
                  // The slides share one grid cell, so the hero is as tall as its longest text.
                  gridArea: '1 / 1',
                  opacity: active ? 1 : 0,
                  zIndex: active ? 1 : 0,
                  transition: `opacity ${carousel.fadeMs}ms ease-in-out`,
                }}
              >
                <CoverImg
                  src={image.src}
                  alt={t(`hero.slides.${id}.alt`)}
                  width={image.width}
                  height={image.height}
                  loading={carousel.loadingFor(i)}
                  fetchPriority={i === 0 ? 'high' : undefined}
                  decoding={i === 0 ? 'sync' : 'async'}
                  sx={{ objectPosition: { xs: '30% center', md: 'left center' } }}
                />
                <Box
                  aria-hidden="true"
                  sx={{
                    position: 'absolute',
                    inset: 0,
                    background: {
                      xs: `linear-gradient(180deg, ${alpha(brandColors.ink, 0.6)} 0%, ${alpha(brandColors.ink, 0.82)} 100%)`,
                      md: `linear-gradient(90deg, ${alpha(brandColors.ink, 0.88)} 0%, ${alpha(brandColors.ink, 0.6)} 45%, ${alpha(brandColors.ink, 0)} 80%)`,
                    },
                  }}
                />
                <Box sx={{ position: 'relative' }}>
                  <Typography
                    variant="h1"
                    component={i === 0 ? 'h1' : 'h2'}
                    sx={{ textWrap: 'balance' }}
                  >
                    {t(`hero.slides.${id}.title`)}
                  </Typography>
                  <Typography
                    variant="subtitle1"
                    component="p"
                    sx={{ mt: 2.5, color: alpha(brandColors.white, 0.88), maxWidth: 560 }}
                  >
                    {t(`hero.slides.${id}.text`)}
                  </Typography>
                </Box>
              </Box>
            );
          })}
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
          <Button
            href={site.forms.companyRequest}
            {...newTab}
            variant="contained"
            color="secondary"
            size="large"
            endIcon={<OpenInNewRounded />}
            data-testid="hero-send-request"
          >
            {t('hero.sendRequest')}
            <Box component="span" sx={visuallyHidden}>
              {' '}
              {t('hero.opensInNewTab')}
            </Box>
          </Button>
          <BookCallButton
            variant="outlined"
            size="large"
            startIcon={<CalendarMonthRounded />}
            data-testid="hero-book-call"
            sx={{
              color: brandColors.white,
              borderColor: alpha(brandColors.white, 0.6),
              '&:hover': {
                borderColor: brandColors.white,
                bgcolor: alpha(brandColors.white, 0.08),
              },
            }}
          >
            {t('hero.bookCall')}
          </BookCallButton>
        </Stack>
      </Container>
    </Box>
  );
}
