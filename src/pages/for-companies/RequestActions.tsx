import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import { ExternalButton } from '../../components/ExternalButton';
import { site } from '../../config/site';
import { BookCallButton } from '../../features/booking/BookCallButton';
import { useT } from '../../i18n/useT';
import { outlinedOnNavy } from '../../theme/surfaces';

/** The request button's test id where the page shows the actions. */
const requestTestId = { hero: 'hero-send-request', cta: 'cta-start-request' } as const;

/**
 * The page's two actions on a dark band: the company request form (new tab) and the booking
 * action. `at` says where (the hero or the closing call to action): it picks the copy.
 */
export function RequestActions({ at }: { at: keyof typeof requestTestId }) {
  const { t } = useT('forCompanies');
  // Each place has its own words for the request: the hero's "Send Request", the closing "Start Request".
  const requestLabel = at === 'hero' ? t('hero.sendRequest') : t('cta.startRequest');
  return (
    <>
      <ExternalButton
        href={site.forms.companyRequest}
        hint={t(`${at}.opensInNewTab`)}
        data-testid={requestTestId[at]}
      >
        {requestLabel}
      </ExternalButton>
      <BookCallButton
        variant="outlined"
        size="large"
        startIcon={<CalendarMonthRounded />}
        data-testid={`${at}-book-call`}
        sx={outlinedOnNavy}
      >
        {t(`${at}.bookCall`)}
      </BookCallButton>
    </>
  );
}
