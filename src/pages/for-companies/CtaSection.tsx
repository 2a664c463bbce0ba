import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { Box, Button, Stack } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { Reveal } from '../../components/reveal/Reveal';
import { Section } from '../../components/sections/Section';
import { SectionHeading } from '../../components/sections/SectionHeading';
import { newTab } from '../../components/newTab';
import { visuallyHidden } from '../../components/visuallyHidden';
import { site } from '../../config/site';
import { BookCallButton } from '../../features/booking/BookCallButton';
import { useT } from '../../i18n/useT';
import { brandColors } from '../../theme/tokens';

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
          <Button
            href={site.forms.companyRequest}
            {...newTab}
            variant="contained"
            color="secondary"
            size="large"
            endIcon={<OpenInNewRounded />}
            data-testid="cta-start-request"
          >
            {t('cta.startRequest')}
            <Box component="span" sx={visuallyHidden}>
              {' '}
              {t('cta.opensInNewTab')}
            </Box>
          </Button>
          <BookCallButton
            variant="outlined"
            size="large"
            startIcon={<CalendarMonthRounded />}
            data-testid="cta-book-call"
            sx={{
              color: brandColors.white,
              borderColor: alpha(brandColors.white, 0.6),
              '&:hover': {
                borderColor: brandColors.white,
                bgcolor: alpha(brandColors.white, 0.08),
              },
            }}
          >
            {t('cta.bookCall')}
          </BookCallButton>
        </Stack>
      </Reveal>
    </Section>
  );
}
