import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import { Box } from '@mui/material';
import { CtaBanner } from '../../components/sections/CtaBanner';
import { BookCallButton } from '../../features/booking/BookCallButton';
import { useT } from '../../i18n/useT';
import { ctaBackground } from './content';

export function CtaSection() {
  const { t } = useT('home');
  return (
    <Box component="section" aria-label={t('cta.title')} sx={{ pb: { xs: 9, md: 13 } }}>
      <CtaBanner
        title={t('cta.title')}
        subtitle={t('cta.subtitle')}
        background={{ ...ctaBackground, alt: t('cta.alt') }}
        action={
          <BookCallButton
            variant="contained"
            color="secondary"
            size="large"
            startIcon={<CalendarMonthRounded />}
            data-testid="cta-book-call"
          >
            {t('cta.button')}
          </BookCallButton>
        }
      />
    </Box>
  );
}
