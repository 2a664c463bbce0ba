import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import { CtaBanner } from '../../components/sections/CtaBanner';
import { Section } from '../../components/sections/Section';
import { BookCallButton } from '../../features/booking/BookCallButton';
import { useT } from '../../i18n/useT';
import { ctaBackground } from './content';

export function CtaSection() {
  const { t } = useT('home');
  return (
    <Section
      labelledBy="cta-title"
      tone="none"
      maxWidth={false}
      hydrate="load"
      sx={{ pt: { xs: 0, md: 0 } }}
    >
      <CtaBanner
        titleId="cta-title"
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
    </Section>
  );
}
