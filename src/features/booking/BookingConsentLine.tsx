import CloseRounded from '@mui/icons-material/CloseRounded';
import { Box, Button, IconButton, Link, Stack, Typography } from '@mui/material';
import { AppLink } from '../../components/AppLink';
import { newTab } from '../../components/newTab';
import { site } from '../../config/site';
import { useLocale } from '../../i18n/LocaleContext';
import { pathFor } from '../../i18n/paths';
import { useT } from '../../i18n/useT';
import { consentAttributes, type ConsentAnswer } from './bookingConsent';

const textId = 'booking-consent-text';
const dialogProps = { [consentAttributes.dialog]: '' };
const answer = (value: ConsentAnswer) => ({ [consentAttributes.answer]: value });
const enterMs = 225;

/**
 * One line that names the scheduling provider and links the privacy policy, with the two
 * choices: continue (the provider's script loads) or open its booking page in a new tab.
 * Prerendered closed on every page, in its language, and opened as a modal `<dialog>` by plain
 * DOM (./bookingConsent.ts): a booking button works before, and without, any island. Escape, the
 * close button or a click beside it dismiss it without a choice. Its look is MUI's dialog's.
 */
export function BookingConsentLine() {
  const { t } = useT('common');
  const lng = useLocale();
  const provider = site.recipients.scheduling;
  const name = provider?.name ?? '';
  const country = provider
    ? (new Intl.DisplayNames([lng], { type: 'region' }).of(provider.country) ?? provider.country)
    : '';
  return (
    <Box
      component="dialog"
      {...dialogProps}
      aria-labelledby={textId}
      tabIndex={-1}
      sx={(theme) => ({
        // The box is the paper; a click on the dialog element itself is a click on the backdrop.
        boxSizing: 'border-box',
        width: 'calc(100% - 64px)',
        maxWidth: theme.breakpoints.values.sm,
        maxHeight: 'calc(100% - 64px)',
        overflowY: 'auto',
        p: 0,
        border: 0,
        borderRadius: 3,
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: 24,
        '&[open]': { animation: `consent-in ${enterMs}ms ${theme.transitions.easing.easeInOut}` },
        '&::backdrop': {
          backgroundColor: 'rgba(0, 0, 0, 0.5)',
          animation: `consent-in ${enterMs}ms ${theme.transitions.easing.easeInOut}`,
        },
        '@media (prefers-reduced-motion: reduce)': {
          '&[open], &::backdrop': { animation: 'none' },
        },
        '@keyframes consent-in': { from: { opacity: 0 } },
      })}
    >
      <Box sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography id={textId} sx={{ flex: 1, lineHeight: 1.6 }}>
            {t('booking.consent', { provider: name, country })}{' '}
            <Link
              component={AppLink}
              to={pathFor('privacyPolicy', lng)}
              {...answer('dismiss')}
              sx={{ fontWeight: 600 }}
            >
              {t('booking.privacyLink')}
            </Link>
          </Typography>
          <IconButton
            {...answer('dismiss')}
            aria-label={t('booking.close')}
            sx={{ mt: -1, mr: -1 }}
          >
            <CloseRounded />
          </IconButton>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2.5 }}>
          <Button variant="contained" color="secondary" {...answer('continue')}>
            {t('booking.continue')}
          </Button>
          <Button variant="outlined" href={site.booking.url} {...newTab} {...answer('newTab')}>
            {t('booking.newTab')}
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}
