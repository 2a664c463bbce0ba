import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { Box, Button } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { visuallyHidden } from '../../components/visuallyHidden';
import { newTab } from '../../components/newTab';
import { site } from '../../config/site';
import { BookCallButton } from '../../features/booking/BookCallButton';
import { useT } from '../../i18n/useT';
import { brandColors } from '../../theme/tokens';

/** The request button's words and test id where the page shows the actions. */
const request = {
  hero: { label: 'hero.sendRequest', testId: 'hero-send-request' },
  cta: { label: 'cta.startRequest', testId: 'cta-start-request' },
} as const;

/**
 * The page's two actions on a dark band: the company request form (new tab) and the booking
 * action. `at` says where (the hero or the closing call to action): it picks the copy.
 */
export function RequestActions({ at }: { at: keyof typeof request }) {
  const { t } = useT('forCompanies');
  return (
    <>
      <Button
        href={site.forms.companyRequest}
        {...newTab}
        variant="contained"
        color="secondary"
        size="large"
        endIcon={<OpenInNewRounded />}
        data-testid={request[at].testId}
      >
        {t(request[at].label)}
        <Box component="span" sx={visuallyHidden}>
          {' '}
          {t(`${at}.opensInNewTab`)}
        </Box>
      </Button>
      <BookCallButton
        variant="outlined"
        size="large"
        startIcon={<CalendarMonthRounded />}
        data-testid={`${at}-book-call`}
        sx={{
          color: brandColors.white,
          borderColor: alpha(brandColors.white, 0.6),
          '&:hover': {
            borderColor: brandColors.white,
            bgcolor: alpha(brandColors.white, 0.08),
          },
        }}
      >
        {t(`${at}.bookCall`)}
      </BookCallButton>
    </>
  );
}
