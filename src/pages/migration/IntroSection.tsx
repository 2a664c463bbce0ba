import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { Box, Link, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { Reveal } from '../../components/reveal/Reveal';
import { Section } from '../../components/sections/Section';
import { headingCopy } from '../../components/sections/headingCopy';
import { AppLink } from '../../components/AppLink';
import { site } from '../../config/site';
import { useLocale } from '../../i18n/LocaleContext';
import { pathFor } from '../../i18n/paths';
import { useT } from '../../i18n/useT';
import { brandColors, radii } from '../../theme/tokens';
import { ExternalButton } from '../../components/ExternalButton';

export function IntroSection() {
  const { t } = useT('migration');
  const lng = useLocale();
  return (
    <Section id="intro" maxWidth="md" heading={headingCopy(t, 'intro', ['eyebrow', 'title'])}>
      <Reveal threshold={0.2} sx={{ textAlign: 'center' }}>
        <Typography variant="subtitle1" component="p" color="text.secondary">
          {t('intro.text')}
        </Typography>
        <Box
          sx={{
            mt: 4,
            p: { xs: 2.5, md: 3 },
            display: 'flex',
            gap: 1.5,
            textAlign: 'left',
            borderRadius: radii.art,
            bgcolor: alpha(brandColors.amber, 0.12),
            border: `1px solid ${alpha(brandColors.amber, 0.4)}`,
          }}
        >
          <InfoOutlined aria-hidden="true" sx={{ color: brandColors.amberText, mt: 0.25 }} />
          <Typography>{t('intro.note')}</Typography>
        </Box>
        <ExternalButton
          hint={t('opensInNewTab')}
          href={site.forms.preEvaluation}
          sx={{ mt: 4 }}
          data-testid="intro-form"
        >
          {t('intro.cta')}
        </ExternalButton>
        <Typography sx={{ mt: 3 }}>
          <Link
            component={AppLink}
            to={pathFor('germanyCheck', lng)}
            sx={{ fontWeight: 700 }}
            data-testid="intro-check"
          >
            {t('intro.checkLink')}
          </Link>
        </Typography>
      </Reveal>
    </Section>
  );
}
