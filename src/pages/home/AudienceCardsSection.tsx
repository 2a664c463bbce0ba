import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import { Box, Button, Paper, Typography } from '@mui/material';
import { AppLink } from '../../components/AppLink';
import { Section } from '../../components/sections/Section';
import { headingCopy } from '../../components/sections/headingCopy';
import { site } from '../../config/site';
import { useLocale } from '../../i18n/LocaleContext';
import { pathFor } from '../../i18n/paths';
import { useT } from '../../i18n/useT';
import { audienceCards } from './content';

/** Hire Now / Relocation / Find Your Job: built, and off unless the site config turns it on. */
export function AudienceCardsSection({ enabled = site.flags.homeAudienceCards }) {
  const { t } = useT('home');
  const lng = useLocale();
  if (!enabled) return null;
  return (
    <Section id="audience" tone="white" heading={headingCopy(t, 'audience', ['eyebrow', 'title'])}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {audienceCards.map(({ id, icon: Icon, to }) => (
          <Paper
            key={id}
            variant="feature"
            sx={{ p: 4, display: 'flex', flexDirection: 'column', gap: 2 }}
          >
            <Icon sx={{ fontSize: 40, color: 'secondary.dark' }} aria-hidden="true" />
            <Typography variant="h3" sx={{ color: 'primary.main' }}>
              {t(`audience.items.${id}.title`)}
            </Typography>
            <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
              {t(`audience.items.${id}.text`)}
            </Typography>
            <Button
              component={AppLink}
              to={pathFor(to, lng)}
              variant="outlined"
              endIcon={<ArrowForwardRounded />}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t(`audience.items.${id}.cta`)}
            </Button>
          </Paper>
        ))}
      </Box>
    </Section>
  );
}
