import MenuRounded from '@mui/icons-material/MenuRounded';
import { AppBar, Box, Button, Container, IconButton, Link, Stack, Toolbar } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { AppLink } from '../../components/AppLink';
import { Logo } from '../../components/Logo';
import { site } from '../../config/site';
import { BookCallButton } from '../../features/booking/BookCallButton';
import { useT } from '../../i18n/useT';
import { LanguageSwitcher } from '../language/LanguageSwitcher';
import { headerMenus, type HomeAnchor } from '../navigation';
import { useNavGroups } from '../useNavGroups';
import { currentNavButtonSx } from './currentMarker';
import { NavDropdown } from './NavDropdown';
import { useHomeLinksCurrent } from './useHomeLinksCurrent';
import { homeLinkAttributes } from '../homeSectionLinks';
import { useHomeAnchor } from './useHomeAnchor';
import { scrolledAttribute, scrollMarkerAttribute, watchScrolled } from './scrolledState';
import { brandColors, header, shortScreen } from '../../theme/tokens';

// The closed drawer renders nothing, so its code (and MUI's modal) loads when first asked for.
const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazy(async () => ({ default: (await loadMobileMenu()).MobileMenu }));

/** The header changes look once the page has scrolled past this many pixels. */
export const headerScrollThreshold = 20;

function AnchorNavButton({
  anchor,
  label,
  current,
}: {
  anchor: HomeAnchor;
  label: string;
  current: 'page' | 'location' | undefined;
}) {
  const link = useHomeAnchor(anchor);
  // Named for the scroll-spy that marks it before the header hydrates (homeSectionLinks.ts).
  const spied = { [homeLinkAttributes.link]: anchor === 'contact' ? 'contact' : 'home' };
  return (
    <Button
      {...spied}
      color="inherit"
      component={AppLink}
      to={link.href}
      onClick={link.onClick}
      aria-current={current}
      sx={{ fontWeight: 600, px: 1.5, ...currentNavButtonSx }}
    >
      {label}
    </Button>
  );
}

export function Header() {
  const { t } = useT('common');
  const marker = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLElement>(null);
  useEffect(
    () => (marker.current && bar.current ? watchScrolled(marker.current, bar.current) : undefined),
    [],
  );
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const logo = useHomeAnchor('top');
  const current = useHomeLinksCurrent(logo.onHome);
  const about = useNavGroups(headerMenus.about);
  const services = useNavGroups(headerMenus.services);

  return (
    <>
      <Box
        ref={marker}
        aria-hidden="true"
        {...{ [scrollMarkerAttribute]: '' }}
        sx={{
          position: 'absolute',
          top: 0,
          left: 0,
          width: '1px',
          height: headerScrollThreshold,
          pointerEvents: 'none',
        }}
      />
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        ref={bar}
        // React writes the attribute once; the DOM keeps it from then on (./scrolledState.ts).
        {...{ [scrolledAttribute]: false }}
        sx={{
          bgcolor: 'background.default',
          backdropFilter: 'none',
          boxShadow: 'none',
          borderBottom: '1px solid',
          borderColor: 'divider',
          transition: 'background-color 250ms, box-shadow 250ms, border-color 250ms',
          [`&[${scrolledAttribute}="true"]`]: {
            bgcolor: alpha(brandColors.white, 0.97),
            backdropFilter: 'saturate(160%) blur(12px)',
            boxShadow: `0 8px 30px ${alpha(brandColors.navy, 0.1)}`,
            borderColor: 'transparent',
          },
          // On a short screen a fixed header would hide a good part of it: it scrolls away.
          [shortScreen]: { position: 'absolute' },
        }}
      >
        <Container maxWidth="lg">
          <Toolbar disableGutters sx={{ minHeight: { xs: header.height }, gap: 2 }}>
            <Link
              component={AppLink}
              to={logo.href}
              onClick={logo.onClick}
              underline="none"
              aria-label={t('nav.logoLabel', { brand: site.brand })}
              sx={{ display: 'inline-flex', mr: 'auto', borderRadius: 2 }}
            >
              <Logo brand={site.brand} />
            </Link>
            <Stack
              component="nav"
              aria-label={t('nav.label')}
              direction="row"
              alignItems="center"
              spacing={0.5}
              sx={{ display: { xs: 'none', lg: 'flex' } }}
            >
              <AnchorNavButton anchor="hero" label={t('nav.home')} current={current.home} />
              <NavDropdown label={t('nav.about')} groups={about} />
              <NavDropdown label={t('nav.services')} groups={services} align="end" />
              <AnchorNavButton
                anchor="contact"
                label={t('nav.contact')}
                current={current.contact}
              />
              <LanguageSwitcher />
              <Box sx={{ pl: 1 }}>
                <BookCallButton variant="contained" color="secondary">
                  {t('nav.bookCall')}
                </BookCallButton>
              </Box>
            </Stack>
            <IconButton
              onClick={() => {
                setMenuUsed(true);
                setMenuOpen(true);
              }}
              onPointerEnter={() => void loadMobileMenu()}
              onFocus={() => void loadMobileMenu()}
              aria-label={t('nav.openMenu')}
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              sx={{ display: { lg: 'none' }, color: 'primary.main' }}
            >
              <MenuRounded />
            </IconButton>
          </Toolbar>
        </Container>
        {menuUsed && (
          <Suspense fallback={null}>
            <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
          </Suspense>
        )}
      </AppBar>
    </>
  );
}
