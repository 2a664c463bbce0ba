import { Stack } from '@mui/material';
import { Reveal } from '../../components/reveal/Reveal';
import { Section } from '../../components/sections/Section';
import { SectionHeading } from '../../components/sections/SectionHeading';
import { useT } from '../../i18n/useT';
import { RequestActions } from './RequestActions';

/** The closing call to action: the request form (new tab) or the booking action. */
export function CtaSection() {
  const { t } = useT('forCompanies');
  return (
    <Section id="request" labelledBy="request-title" tone="navy">
      <Reveal threshold={0.2}>
        <SectionHeading
          id="request-title"
          inverted
          title={t('cta.title')}
          subtitle={t('cta.text')}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justifyContent="center">
          <RequestActions at="cta" />
        </Stack>
      </Reveal>
    </Section>
  );
}
