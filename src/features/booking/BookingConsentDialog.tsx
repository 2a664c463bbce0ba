import CloseRounded from '@mui/icons-material/CloseRounded';
import { Button, Dialog, IconButton, Link, Stack, Typography } from '@mui/material';
import { AppLink } from '../../components/AppLink';
import { newTab } from '../../components/newTab';
import { site } from '../../config/site';
import { useLocale } from '../../i18n/LocaleContext';
import { pathFor } from '../../i18n/paths';
import { useT } from '../../i18n/useT';
import { answerConsent } from './bookingConsent';

/**
 * One line that names the scheduling provider and links the privacy policy, with the two
 * choices: continue (the provider's script loads) or open its booking page in a new tab.
 * Escape, the close button or the backdrop dismiss it without a choice.
 */
export function BookingConsentDialog() {
  const { t } = useT('common');
  const lng = useLocale();
  const provider = site.recipients.scheduling;
  const name = provider?.name ?? '';
  const country = provider
    ? (new Intl.DisplayNames([lng], { type: 'region' }).of(provider.country) ?? provider.country)
    : '';
  return (
    <Dialog
      open
      onClose={() => answerConsent('dismiss')}
      aria-labelledby="booking-consent-text"
      maxWidth="sm"
      fullWidth
      // Above the notices (snackbar layer), so a welcome toast or the language offer never
      // covers the choice the visitor has to make.
      sx={{ zIndex: (theme) => theme.zIndex.snackbar + 1 }}
      slotProps={{ paper: { sx: { p: { xs: 2.5, sm: 3 }, borderRadius: 3 } } }}
    >
      <Stack direction="row" spacing={1} alignItems="flex-start">
        <Typography id="booking-consent-text" sx={{ flex: 1, lineHeight: 1.6 }}>
          {t('booking.consent', { provider: name, country })}{' '}
          <Link
            component={AppLink}
            to={pathFor('privacyPolicy', lng)}
            onClick={() => answerConsent('dismiss')}
            sx={{ fontWeight: 600 }}
          >
            {t('booking.privacyLink')}
          </Link>
        </Typography>
        <IconButton
          onClick={() => answerConsent('dismiss')}
          aria-label={t('booking.close')}
          sx={{ mt: -1, mr: -1 }}
        >
          <CloseRounded />
        </IconButton>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2.5 }}>
        <Button variant="contained" color="secondary" onClick={() => answerConsent('continue')}>
          {t('booking.continue')}
        </Button>
        <Button
          variant="outlined"
          href={site.booking.url}
          {...newTab}
          onClick={() => answerConsent('newTab')}
        >
          {t('booking.newTab')}
        </Button>
      </Stack>
    </Dialog>
  );
}
