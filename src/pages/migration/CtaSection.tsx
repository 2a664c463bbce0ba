import { Box, Container, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { Reveal } from '../../components/reveal/Reveal';
import { site } from '../../config/site';
import { useT } from '../../i18n/useT';
import { brandColors } from '../../theme/tokens';
import { ExternalButton } from './ExternalButton';

/** The closing call to action: the free pre-evaluation form, in a new tab. */
export function CtaSection() {
  const { t } = useT('migration');
  return (
    <Box component="section" aria-labelledby="cta-title" sx={{ pb: { xs: 9, md: 13 } }}>
      <Container maxWidth="lg">
        <Reveal
          threshold={0.2}
          sx={{
            textAlign: 'center',
            borderRadius: '28px',
            px: { xs: 3, md: 8 },
            py: { xs: 6, md: 8 },
            color: brandColors.white,
            background: `radial-gradient(circle at 100% 0%, ${alpha(brandColors.amber, 0.3)}, transparent 45%), linear-gradient(135deg, ${brandColors.navy}, ${brandColors.steel})`,
            boxShadow: `0 24px 60px ${alpha(brandColors.navy, 0.25)}`,
          }}
        >
          <Typography id="cta-title" variant="h2" sx={{ color: brandColors.white }}>
            {t('cta.title')}
          </Typography>
          <Typography
            variant="subtitle1"
            component="p"
            sx={{ mt: 2, mx: 'auto', maxWidth: 620, color: alpha(brandColors.white, 0.88) }}
          >
            {t('cta.text')}
          </Typography>
          <ExternalButton href={site.forms.preEvaluation} sx={{ mt: 4 }} data-testid="cta-form">
            {t('cta.button')}
          </ExternalButton>
        </Reveal>
      </Container>
    </Box>
  );
}
