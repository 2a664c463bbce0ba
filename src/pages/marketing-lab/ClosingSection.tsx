import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import { Box, Button, Container, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { AppLink } from '../../components/AppLink';
import { useLocale } from '../../i18n/LocaleContext';
import { pathFor } from '../../i18n/paths';
import { useT } from '../../i18n/useT';
import { brandColors } from '../../theme/tokens';

/** The closing invitation: to the contact section of the home page. */
export function ClosingSection() {
  const { t } = useT('marketingLab');
  const lng = useLocale();
  return (
    <Box component="section" aria-labelledby="closing-title" sx={{ py: { xs: 9, md: 13 } }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            mx: 'auto',
            maxWidth: 900,
            textAlign: 'center',
            borderRadius: '28px',
            px: { xs: 3, md: 8 },
            py: { xs: 6, md: 8 },
            color: brandColors.white,
            background: `radial-gradient(circle at 0% 100%, ${alpha(brandColors.coral, 0.3)}, transparent 45%), radial-gradient(circle at 100% 0%, ${alpha(brandColors.amber, 0.3)}, transparent 45%), linear-gradient(135deg, ${brandColors.navy}, ${brandColors.steel})`,
            boxShadow: `0 24px 60px ${alpha(brandColors.navy, 0.25)}`,
          }}
        >
          <Typography
            variant="h2"
            id="closing-title"
            sx={{ color: brandColors.white, textWrap: 'balance' }}
          >
            {t('closing.title')}
          </Typography>
          <Typography
            variant="subtitle1"
            component="p"
            sx={{ mt: 1.5, mx: 'auto', maxWidth: 620, color: alpha(brandColors.white, 0.88) }}
          >
            {t('closing.text')}
          </Typography>
          <Button
            component={AppLink}
            to={pathFor('contact', lng)}
            variant="contained"
            color="secondary"
            size="large"
            endIcon={<ArrowForwardRounded />}
            sx={{ mt: 4 }}
            data-testid="closing-contact"
          >
            {t('closing.cta')}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
