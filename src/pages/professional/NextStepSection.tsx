import { Box } from '@mui/material';
import { Section } from '../../components/sections/Section';
import { headingCopy } from '../../components/sections/headingCopy';
import { BookCallButton } from '../../features/booking/BookCallButton';
import { useT } from '../../i18n/useT';

/** For a visitor who has not found their path: a call with the team. */
export function NextStepSection() {
  const { t } = useT('professional');
  return (
    <Section
      tone="navy"
      labelledBy="next-title"
      heading={headingCopy(t, 'next', ['title', 'subtitle'])}
    >
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: -2 }}>
        <BookCallButton variant="contained" color="secondary" size="large">
          {t('next.action')}
        </BookCallButton>
      </Box>
    </Section>
  );
}
