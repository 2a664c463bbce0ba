import AlternateEmailRounded from '@mui/icons-material/AlternateEmailRounded';
import LocationOnRounded from '@mui/icons-material/LocationOnRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import PhoneRounded from '@mui/icons-material/PhoneRounded';
import { Box, Button, Link, Paper, Typography } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { noticeCopy } from '../../lib/notify';
import { Section } from '../../components/sections/Section';
import { headingCopy } from '../../components/sections/headingCopy';
import { visuallyHidden } from '../../components/visuallyHidden';
import { site } from '../../config/site';
import { telHref } from '../../config/siteConfig';
import { useT } from '../../i18n/useT';
import { contactEmails, contactForms } from './content';
import { externalFormAttribute, noticeExternalForms } from './externalFormNotice';
import { radii } from '../../theme/tokens';
import { IconBadge } from '../../components/sections/IconBadge';

function InfoCard({
  icon,
  label,
  children,
  wide = false,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
  /** Spans both columns on wide screens. */
  wide?: boolean;
}) {
  return (
    <Paper
      elevation={0}
      sx={{
        gridColumn: { md: wide ? 'span 2' : 'auto' },
        p: { xs: 3, md: 3.5 },
        borderRadius: radii.card,
        border: '1px solid',
        borderColor: 'divider',
        display: 'flex',
        gap: 2.5,
        alignItems: 'flex-start',
        height: '100%',
      }}
    >
      <IconBadge tone="navy" radius="badge" sx={{ flexShrink: 0 }}>
        {icon}
      </IconBadge>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h3" sx={{ fontSize: '1.1rem', color: 'primary.main', mb: 0.75 }}>
          {label}
        </Typography>
        {children}
      </Box>
    </Paper>
  );
}

/** The contact section's grid of external forms: built, and off unless the site config turns it on. */
export function ExternalFormsGrid({ enabled = site.flags.contactFormsGrid }) {
  const { t } = useT('home');
  useEffect(() => {
    if (enabled) noticeExternalForms();
  }, [enabled]);
  if (!enabled) return null;
  const notice = {
    [externalFormAttribute]: '',
    ...noticeCopy(t('contact.forms.toast.title'), t('contact.forms.toast.text')),
  };
  return (
    <Box sx={{ mt: { xs: 6, md: 8 } }} data-testid="contact-forms">
      <Typography variant="h3" sx={{ color: 'primary.main', mb: 3 }}>
        {t('contact.forms.title')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {contactForms.map(({ id, icon: Icon }) => (
          <Paper
            key={id}
            variant="feature"
            sx={{
              p: 3.5,
              display: 'flex',
              flexDirection: 'column',
              gap: 1.5,
            }}
          >
            <Icon aria-hidden="true" sx={{ fontSize: 36, color: 'secondary.dark' }} />
            <Typography variant="h4" component="h4" sx={{ color: 'primary.main' }}>
              {t(`contact.forms.items.${id}.title`)}
            </Typography>
            <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
              {t(`contact.forms.items.${id}.text`)}
            </Typography>
            <Button
              href={site.forms[id]}
              target="_blank"
              rel="noopener noreferrer"
              {...notice}
              variant="contained"
              endIcon={<OpenInNewRounded />}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t(`contact.forms.items.${id}.cta`)}
              <Box component="span" sx={visuallyHidden}>
                {' '}
                {t('contact.forms.opensInNewTab')}
              </Box>
            </Button>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}

export function ContactSection() {
  const { t } = useT('home');
  const linkSx = { fontWeight: 600, color: 'primary.light', overflowWrap: 'anywhere' } as const;
  return (
    <Section id="contact" heading={headingCopy(t, 'contact')}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <InfoCard icon={<LocationOnRounded />} label={t('contact.locationLabel')}>
          <Typography component="address" sx={{ fontStyle: 'normal' }}>
            {t('contact.location')}
          </Typography>
        </InfoCard>
        <InfoCard icon={<PhoneRounded />} label={t('contact.phoneLabel')}>
          <Link
            href={telHref(site)}
            aria-label={t('contact.phoneAction', { phone: site.phone })}
            sx={linkSx}
          >
            {site.phone}
          </Link>
        </InfoCard>
        <InfoCard icon={<AlternateEmailRounded />} label={t('contact.emailsLabel')} wide>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gap: { xs: 1.5, md: 6 },
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, auto)' },
              justifyContent: 'start',
            }}
          >
            {contactEmails.map((id) => (
              <Box key={id}>
                <Typography
                  component="dt"
                  variant="body2"
                  color="text.secondary"
                  sx={{ fontWeight: 600 }}
                >
                  {t(`contact.emails.${id}`)}
                </Typography>
                <Box component="dd" sx={{ m: 0 }}>
                  <Link href={`mailto:${site.emails[id]}`} sx={linkSx}>
                    {site.emails[id]}
                  </Link>
                </Box>
              </Box>
            ))}
          </Box>
        </InfoCard>
      </Box>
      <ExternalFormsGrid />
    </Section>
  );
}
