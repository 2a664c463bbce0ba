import { Box, Typography } from '@mui/material';
import { Section } from '../../components/sections/Section';
import { headingCopy } from '../../components/sections/headingCopy';
import { site } from '../../config/site';
import { useT } from '../../i18n/useT';
import { clientLogos } from './content';
import { PlaceholderMark } from './PlaceholderMark';

/** Client logos: built, and off unless the site config turns it on. */
export function LogosSection({ enabled = site.flags.companiesLogos }) {
  const { t } = useT('forCompanies');
  if (!enabled) return null;
  const anySample = clientLogos.some((logo) => logo.sample);
  return (
    <Section id="logos" tone="white" heading={headingCopy(t, 'logos', ['eyebrow', 'title'])}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          gap: { xs: 3, md: 5 },
        }}
      >
        {clientLogos.map(({ id, shape }, i) => (
          <Box component="li" key={id} data-testid="client-logo">
            <PlaceholderMark shape={shape} label={t('logos.sampleLogo', { number: i + 1 })} />
          </Box>
        ))}
      </Box>
      {anySample && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 4, textAlign: 'center', fontStyle: 'italic' }}
        >
          {t('logos.sampleNote')}
        </Typography>
      )}
    </Section>
  );
}
