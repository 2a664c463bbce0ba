import { Box, Container, Divider, Grid, Link, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { AppLink } from '../../components/AppLink';
import { Logo } from '../../components/Logo';
import { SocialLinks } from '../../components/SocialLinks';
import { site } from '../../config/site';
import { telHref } from '../../config/siteConfig';
import { useLocale } from '../../i18n/LocaleContext';
import type { PageNamespace } from '../../i18n/namespaces';
import { pathFor } from '../../i18n/paths';
import { useT } from '../../i18n/useT';
import { brandColors } from '../../theme/tokens';
import { footerAnchors, footerLegal, footerPages } from '../navigation';

declare const __BUILD_YEAR__: number;

const linkSx = {
  color: alpha(brandColors.white, 0.82),
  '&:hover': { color: brandColors.amber },
  // Long German words ("Datenschutzerklärung") are wider than a column once a visitor widens
  // letter and word spacing (WCAG 1.4.12): they hyphenate, or break, instead of running into
  // the next column.
  hyphens: 'auto',
  overflowWrap: 'anywhere',
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
      <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {children}
      </Stack>
    </Box>
  );
}

function LinkColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <Column title={title}>
      {links.map(({ to, label }) => (
        <li key={to}>
          <Link component={AppLink} to={to} sx={linkSx}>
            {label}
          </Link>
        </li>
      ))}
    </Column>
  );
}

export function Footer() {
  const { t } = useT('common');
  const lng = useLocale();
  const pageLinks = (ids: readonly PageNamespace[]) =>
    ids.map((id) => ({ to: pathFor(id, lng), label: t(`routes.${id}`) }));
  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'primary.main', color: brandColors.white, pt: { xs: 7, md: 9 }, pb: 4 }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 5, md: 4 }}>
          <Grid size={{ xs: 12, md: 3 }}>
            <Logo brand={site.brand} inverted />
            <Typography sx={{ mt: 2, color: alpha(brandColors.white, 0.8), maxWidth: 340 }}>
              {t('footer.tagline')}
            </Typography>
            <Box sx={{ mt: 3 }}>
              <SocialLinks inverted />
            </Box>
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <LinkColumn title={t('footer.explore')} links={pageLinks(footerPages)} />
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <LinkColumn
              title={t('footer.home')}
              links={footerAnchors.map((anchor) => ({
                to: pathFor('home', lng, anchor),
                label: t(`anchors.${anchor}`),
              }))}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <LinkColumn title={t('footer.legal')} links={pageLinks(footerLegal)} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Column title={t('footer.contact')}>
              <li>
                <Typography sx={{ color: alpha(brandColors.white, 0.82) }}>
                  {t('contact.location')}
                </Typography>
              </li>
              <li>
                <Link href={telHref(site)} sx={linkSx}>
                  {site.phone}
                </Link>
              </li>
              <li>
                <Link
                  href={`mailto:${site.emails.clients}`}
                  sx={{ ...linkSx, overflowWrap: 'anywhere' }}
                >
                  {site.emails.clients}
                </Link>
              </li>
            </Column>
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
