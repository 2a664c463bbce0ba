import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import { Box, Button, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { MouseEvent } from 'react';
import { Reveal } from '../../components/reveal/Reveal';
import { Section } from '../../components/sections/Section';
import { SectionHeading } from '../../components/sections/SectionHeading';
import { StepTimeline } from '../../components/sections/StepTimeline';
import { BookCallButton } from '../../features/booking/BookCallButton';
import { useLocale } from '../../i18n/LocaleContext';
import { pathFor } from '../../i18n/paths';
import { useT } from '../../i18n/useT';
import { scrollToId } from '../../lib/scroll';
import { brandColors } from '../../theme/tokens';
import { processSteps } from './content';

function goToContact(event: MouseEvent<HTMLAnchorElement>) {
  if (event.metaKey || event.ctrlKey || event.shiftKey) return;
  event.preventDefault();
  if (scrollToId('contact')) window.history.replaceState(null, '', '#contact');
}

export function ProcessSection() {
  const { t } = useT('home');
  const lng = useLocale();
  return (
    <Section id="process" labelledBy="process-title" tone="sand">
      <SectionHeading
        id="process-title"
        eyebrow={t('process.eyebrow')}
        title={t('process.title')}
        subtitle={t('process.subtitle')}
      />
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
        <Box
          sx={{
            mt: { xs: 8, md: 10 },
            mx: 'auto',
            maxWidth: 820,
            textAlign: 'center',
            borderRadius: '28px',
            px: { xs: 3, md: 8 },
            py: { xs: 6, md: 7 },
            color: brandColors.white,
            background: `radial-gradient(circle at 100% 0%, ${alpha(brandColors.amber, 0.3)}, transparent 45%), linear-gradient(135deg, ${brandColors.navy}, ${brandColors.steel})`,
            boxShadow: `0 24px 60px ${alpha(brandColors.navy, 0.25)}`,
          }}
        >
          <Typography variant="h2" component="h3" sx={{ color: brandColors.white }}>
            {t('process.next.title')}
          </Typography>
          <Typography variant="subtitle1" component="p" sx={{ mt: 1.5, opacity: 0.88 }}>
            {t('process.next.text')}
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            justifyContent="center"
            sx={{ mt: 4 }}
          >
            <BookCallButton
              variant="contained"
              color="secondary"
              size="large"
              startIcon={<CalendarMonthRounded />}
              data-testid="process-book-call"
            >
              {t('process.next.bookCall')}
            </BookCallButton>
            <Button
              href={pathFor('home', lng, 'contact')}
              onClick={goToContact}
              variant="outlined"
              size="large"
              startIcon={<MailOutlineRounded />}
              sx={{
                color: brandColors.white,
                borderColor: alpha(brandColors.white, 0.6),
                '&:hover': {
                  borderColor: brandColors.white,
                  bgcolor: alpha(brandColors.white, 0.08),
                },
              }}
            >
              {t('process.next.contact')}
            </Button>
          </Stack>
        </Box>
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
