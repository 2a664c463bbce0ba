import { Box, Container, Divider, Grid, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { AppLink } from '../../components/AppLink';
import { Logo } from '../../components/Logo';
import { SocialLinks } from '../../components/SocialLinks';
import { site } from '../../config/site';
import { telHref } from '../../config/siteConfig';
import { useLocale } from '../../i18n/LocaleContext';
import { pathFor } from '../../i18n/paths';
import { useT } from '../../i18n/useT';
import { brandColors } from '../../theme/tokens';
import { useHomeSection } from '../useHomeSection';
import { footerLegal, footerSitemap, homeAnchors, type HomeAnchor } from '../navigation';
import { homeLinkAttributes } from '../homeSectionLinks';
import { usePage } from '../../components/PageContext';
import { useNavGroups, type NavItem } from '../useNavGroups';

declare const __BUILD_YEAR__: number;

/** The footer's links are plain anchors styled from their list (one rule for some forty links). */
const linkSx = {
  color: alpha(brandColors.white, 0.82),
  textDecoration: 'none',
  // On phones a size that fits the longest German word of a half-width column
  // ("Fachkräftegewinnung"); a longer one, or one widened by a visitor's letter and word
  // spacing (WCAG 1.4.12), is hyphenated, or breaks rather than runs into the next column.
  fontSize: { xs: '0.9375rem', sm: '1rem' },
  hyphens: 'auto',
  overflowWrap: 'anywhere',
  '&:hover': { color: brandColors.amber, textDecoration: 'underline' },
  '&[aria-current]': {
    color: brandColors.white,
    fontWeight: 700,
    textDecoration: 'underline',
    textDecorationColor: brandColors.amber,
    textDecorationThickness: 2,
  },
} as const;

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography
        component="h2"
        variant="overline"
        sx={{ color: brandColors.amber, display: 'block', mb: 1.5 }}
      >
        {title}
      </Typography>
      <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0, '& a': linkSx }}>
        {children}
      </Stack>
    </Box>
  );
}

function LinkColumn({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <Column title={title}>
      {links.map(({ to, label, current, homeSection }) => (
        <li key={to}>
          <AppLink
            to={to}
            aria-current={current}
            {...(homeSection && { [homeLinkAttributes.section]: homeSection })}
          >
            {label}
          </AppLink>
        </li>
      ))}
    </Column>
  );
}

interface FooterLink {
  to: string;
  label: string;
  current?: 'page' | 'location';
  /** A home-page section the scroll-spy marks before any script of the page hydrates. */
  homeSection?: HomeAnchor;
}

const pageLinks = (items: NavItem[]): FooterLink[] =>
  items.map(({ to, label, current }) => ({ to, label, current: current ? 'page' : undefined }));

/** The home page's sections; on the home page the one being read is marked (scroll-spy). */
function useHomeSectionLinks(): FooterLink[] {
  const { t } = useT('common');
  const lng = useLocale();
  const { routeId } = usePage();
  const onHome = routeId === 'home';
  const section = useHomeSection(onHome);
  return homeAnchors.map((anchor) => ({
    to: anchor === 'hero' ? pathFor('home', lng) : pathFor('home', lng, anchor),
    label: t(`anchors.${anchor}`),
    current: anchor === section ? 'location' : undefined,
    homeSection: onHome ? anchor : undefined,
  }));
}

/**
 * The site map's columns: a third of the width from small tablets up, half on phones; there the
 * legal and contact columns take the full width, as their words are the longest
 * ("Datenschutzerklärung", "Barrierefreiheitserklärung", the e-mail address).
 */
const columnSize = { xs: 6, sm: 4 } as const;
const wideColumnSize = { xs: 12, sm: 4 } as const;

export function Footer() {
  const { t } = useT('common');
  const sitemap = useNavGroups(footerSitemap);
  const [legal] = useNavGroups([footerLegal]);
  const homeSections = useHomeSectionLinks();
  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'primary.main', color: brandColors.white, pt: { xs: 7, md: 9 }, pb: 4 }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 5, md: 4 }}>
          <Grid size={{ xs: 12, lg: 3 }}>
            <Logo brand={site.brand} inverted />
            <Typography sx={{ mt: 2, color: alpha(brandColors.white, 0.8), maxWidth: 340 }}>
              {t('footer.tagline')}
            </Typography>
            <Box sx={{ mt: 3 }}>
              <SocialLinks inverted />
            </Box>
          </Grid>
          <Grid size={{ xs: 12, lg: 9 }}>
            <Grid container rowSpacing={5} columnSpacing={{ xs: 2, md: 4 }}>
              {sitemap.map((group) => (
                <Grid key={group.heading} size={columnSize}>
                  <LinkColumn title={group.heading ?? ''} links={pageLinks(group.items)} />
                </Grid>
              ))}
              <Grid size={columnSize}>
                <LinkColumn title={t('footer.home')} links={homeSections} />
              </Grid>
              <Grid size={wideColumnSize}>
                <LinkColumn title={t('footer.legal')} links={pageLinks(legal?.items ?? [])} />
              </Grid>
              <Grid size={wideColumnSize}>
                <Column title={t('footer.contact')}>
                  <li>
                    <Typography
                      sx={{ color: alpha(brandColors.white, 0.82), fontSize: linkSx.fontSize }}
                    >
                      {t('contact.location')}
                    </Typography>
                  </li>
                  <li>
                    <Box component="a" href={telHref(site)}>
                      {site.phone}
                    </Box>
                  </li>
                  <li>
                    <Box
                      component="a"
                      href={`mailto:${site.emails.clients}`}
                      sx={{ overflowWrap: 'anywhere' }}
                    >
                      {site.emails.clients}
                    </Box>
                  </li>
                </Column>
              </Grid>
            </Grid>
          </Grid>
        </Grid>
        <Divider sx={{ borderColor: alpha(brandColors.white, 0.14), my: 4 }} />
        <Typography variant="body2" sx={{ color: alpha(brandColors.white, 0.7) }}>
          {t('footer.copyright', { year: __BUILD_YEAR__, brand: site.brand })}
        </Typography>
      </Container>
    </Box>
  );
}
