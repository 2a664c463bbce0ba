import { CtaBanner } from '../../components/sections/CtaBanner';
import { Section } from '../../components/sections/Section';
import { BookCallAction } from '../../features/booking/BookCallButton';
import { useT } from '../../i18n/useT';
import { ctaBackground } from './content';

export function CtaSection() {
  const { t } = useT('home');
  return (
    <Section labelledBy="cta-title" tone="none" maxWidth={false} sx={{ pt: { xs: 0, md: 0 } }}>
      <CtaBanner
        titleId="cta-title"
        title={t('cta.title')}
        subtitle={t('cta.subtitle')}
        background={{ ...ctaBackground, alt: t('cta.alt') }}
        action={<BookCallAction data-testid="cta-book-call">{t('cta.button')}</BookCallAction>}
      />
    </Section>
  );
}
