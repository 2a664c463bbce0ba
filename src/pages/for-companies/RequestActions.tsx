import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import { alpha } from '@mui/material/styles';
import { ExternalButton } from '../../components/ExternalButton';
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
      <ExternalButton
        href={site.forms.companyRequest}
        hint={t(`${at}.opensInNewTab`)}
        data-testid={request[at].testId}
      >
        {t(request[at].label)}
      </ExternalButton>
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
