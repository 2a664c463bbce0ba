import { BookingConsentLine } from '../features/booking/BookingConsentLine';
import { openBookingOnClick } from '../features/booking/bookingLinks';
import { openRequestedBooking } from '../features/booking/bookingRequest';
import { Box } from '@mui/material';
import { useEffect, type MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LocaleProvider } from '../i18n/LocaleContext';
import { useT } from '../i18n/useT';
import { overlayBottomVar } from '../theme/overlayBottom';
import { floating } from '../theme/tokens';
import { Breadcrumbs } from './Breadcrumbs';
import { DocumentHead } from './DocumentHead';
import FloatingActionsIsland from './FloatingActions.island';
import { Footer } from './footer/Footer';
import HeaderIsland from './header/Header.island';
import { offerLanguage } from './language/languageOffer';
import { LanguageOffers } from './language/LanguageOffers';
import { Notifications } from './Notifications';
import { PageProvider } from '../components/PageContext';
import { useRouteHandle } from './routeHandle';
import { header } from '../theme/tokens';
import { scrollToId } from '../lib/scroll';
import { instantScrollAttribute, smoothAnchorLinks } from '../lib/anchorLinks';

/**
 * Moves focus to main without following the link: a new URL hash is a history entry the router
 * handles as a navigation, and that re-render empties every section still waiting to hydrate
 * (WCAG 2.4.3). The address stays as it is; without JavaScript the link works as a plain anchor.
 */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  scrollToId('main', { duration: 0 });
}

const instantScroll = { [instantScrollAttribute]: '' };

function SkipLink() {
  const { t } = useT('common');
  return (
    <Box
      component="a"
      href="#main"
      onClick={skipToMain}
      {...instantScroll}
      sx={{
        position: 'fixed',
        left: 16,
        top: 12,
        // Moved up by its own height, whatever the text size makes it: with 200 % text a fixed
        // offset left a sliver of it showing over the header.
        transform: 'translateY(calc(-100% - 24px))',
        zIndex: 2000,
        px: 2,
        py: 1,
        borderRadius: 2,
        bgcolor: 'secondary.main',
        color: 'primary.main',
        fontWeight: 700,
        '&:focus': { transform: 'none' },
      }}
    >
      {t('nav.skipToContent')}
    </Box>
  );
}

/** The layout every page shares; the page language comes from the matched route. */
export function RootLayout() {
  const { routeId, lng } = useRouteHandle();
  const { pathname } = useLocation();
  // Marks the page as interactive: styles may hide what only JavaScript reveals, and tests wait for it.
  useEffect(() => {
    openBookingOnClick();
    openRequestedBooking();
    smoothAnchorLinks();
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  useEffect(() => offerLanguage(lng), [lng]);
  return (
    <PageProvider page={{ routeId, lng, pathname }}>
      <LocaleProvider locale={lng}>
        {/*
            The shell's islands wait for a visitor's touch, a hover included, so a page loads no
            React until someone reaches for a control. What must happen unasked runs without
            them (src/app/shellBoot.ts); a notification or a booking request wakes its island.
          */}
        <Notifications />
        <SkipLink />
        {/* Early in the tab order, though it shows at the bottom: a visitor meets it first. */}
        <LanguageOffers />
        <HeaderIsland hydrate="interaction" />
        <Box
          component="main"
          id="main"
          tabIndex={-1}
          sx={{ pt: `${header.height}px`, minHeight: '70vh', outline: 'none' }}
        >
          <Breadcrumbs />
          {/* A new page starts fresh, even when two routes share a component. */}
          <Outlet key={`${routeId}:${lng}`} />
        </Box>
        {/*
        The page ends with room for the floating buttons, or for a banner or notification at
        the bottom when one reaches higher, in the footer's colour: scrolled to the end, the
        footer's last line sits above them instead of under them.
      */}
        <Box
          sx={{
            bgcolor: 'primary.main',
            pb: {
              xs: `max(${floating.reservedBottom.xs}px, var(${overlayBottomVar}, 0px))`,
              md: `max(${floating.reservedBottom.md}px, var(${overlayBottomVar}, 0px))`,
            },
          }}
        >
          <Footer />
        </Box>
        <FloatingActionsIsland hydrate="interaction" />
        <BookingConsentLine />
        <DocumentHead />
      </LocaleProvider>
    </PageProvider>
  );
}
