import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import { Button, Stack, Typography } from '@mui/material';
import { Reveal } from '../../components/reveal/Reveal';
import { CallToActionPanel } from '../../components/sections/CallToAction';
import { Section } from '../../components/sections/Section';
import { headingCopy } from '../../components/sections/headingCopy';
import { StepTimeline } from '../../components/sections/StepTimeline';
import { BookCallAction } from '../../features/booking/BookCallButton';
import { useLocale } from '../../i18n/LocaleContext';
import { pathFor } from '../../i18n/paths';
import { useT } from '../../i18n/useT';
import { outlinedOnNavy } from '../../theme/surfaces';
import { processSteps } from './content';

export function ProcessSection() {
  const { t } = useT('home');
  const lng = useLocale();
  return (
    <Section id="process" tone="sand" heading={headingCopy(t, 'process')}>
      <StepTimeline
        stepLabel={(number) => t('process.stepLabel', { number })}
        steps={processSteps.map(({ id, image }) => ({
          id,
          title: t(`process.steps.${id}.title`),
          text: t(`process.steps.${id}.text`),
          image: { ...image, alt: t(`process.steps.${id}.alt`) },
        }))}
      />
      <Reveal threshold={0.2}>
        <CallToActionPanel
          titleComponent="h3"
          compact
          width={820}
          sx={{ mt: { xs: 8, md: 10 } }}
          copy={{ title: t('process.next.title'), text: t('process.next.text') }}
          actions={
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              justifyContent="center"
              sx={{ mt: 4 }}
            >
              <BookCallAction data-testid="process-book-call">
                {t('process.next.bookCall')}
              </BookCallAction>
              <Button
                href={pathFor('home', lng, 'contact')}
                variant="outlined"
                size="large"
                startIcon={<MailOutlineRounded />}
                sx={outlinedOnNavy}
              >
                {t('process.next.contact')}
              </Button>
            </Stack>
          }
        />
      </Reveal>
      <Typography
        component="p"
        sx={{
          mt: { xs: 7, md: 9 },
          mx: 'auto',
          maxWidth: 760,
          textAlign: 'center',
          fontSize: { xs: '1.3rem', md: '1.6rem' },
          fontWeight: 700,
          lineHeight: 1.4,
          color: 'primary.main',
          textWrap: 'balance',
        }}
      >
        {t('process.closing')}
      </Typography>
    </Section>
  );
}
