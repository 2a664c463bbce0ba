import { Box, Button } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { AppLink } from '../../components/AppLink';
import { ExternalButton } from '../../components/ExternalButton';
import { site } from '../../config/site';
import { useLocale } from '../../i18n/LocaleContext';
import { pathFor } from '../../i18n/paths';
import { useT } from '../../i18n/useT';
import { BookCallButton } from '../../features/booking/BookCallButton';
import { brandColors } from '../../theme/tokens';

/**
 * The next step on this site: the free pre-evaluation form, the paid relocation packages (or,
 * for a student, Study Abroad) and a call. `inverted` on the page's dark closing band.
 */
export function NextStepActions({
  study = false,
  inverted = false,
  center = false,
  place,
}: {
  study?: boolean;
  inverted?: boolean;
  center?: boolean;
  /** Where the buttons sit (result, cta): names their test ids. */
  place: string;
}) {
  const { t } = useT('germanyCheck');
  const lng = useLocale();
  const outlined = inverted
    ? {
        color: brandColors.white,
        borderColor: alpha(brandColors.white, 0.6),
        '&:hover': { borderColor: brandColors.white, bgcolor: alpha(brandColors.white, 0.08) },
      }
    : undefined;
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        flexWrap: 'wrap',
        gap: 2,
        justifyContent: center ? 'center' : 'flex-start',
      }}
    >
      <ExternalButton
        href={site.forms.preEvaluation}
        hint={t('opensInNewTab')}
        data-testid={`${place}-pre-evaluation`}
      >
        {t('next.preEvaluation')}
      </ExternalButton>
      <Button
        component={AppLink}
        to={study ? pathFor('soulstudy', lng) : pathFor('relocation', lng, 'plans')}
        variant="outlined"
        color={inverted ? 'inherit' : 'primary'}
        size="large"
        sx={outlined}
        data-testid={`${place}-${study ? 'study' : 'packages'}`}
      >
        {study ? t('next.study') : t('next.packages')}
      </Button>
      <BookCallButton
        variant="outlined"
        color={inverted ? 'inherit' : 'primary'}
        size="large"
        sx={outlined}
        data-testid={`${place}-book-call`}
      >
        {t('next.bookCall')}
      </BookCallButton>
    </Box>
  );
}
