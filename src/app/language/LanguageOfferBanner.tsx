import { Alert, Button, Slide } from '@mui/material';
import { AppLink } from '../../components/AppLink';
import { i18n } from '../../i18n/i18n';
import type { Locale } from '../../i18n/locales';
import { floating } from '../../theme/tokens';
import { rememberLocale } from './languageChoice';

/** The offer itself, in the offered language: this page there, or dismiss. */
export function LanguageOfferBanner({
  lng,
  path,
  onClose,
}: {
  lng: Locale;
  path: string;
  onClose: () => void;
}) {
  const t = i18n.getFixedT(lng, 'common');
  return (
    <Slide in direction="up">
      <Alert
        lang={lng}
        role="region"
        aria-label={t('language.offerLabel')}
        severity="info"
        icon={false}
        onClose={onClose}
        slotProps={{
          closeButton: { title: t('language.dismiss'), 'aria-label': t('language.dismiss') },
        }}
        sx={{
          position: 'fixed',
          left: floating.edge,
          bottom: floating.edge,
          // On a phone it stops short of the floating buttons in the bottom-right corner.
          right: { xs: floating.reservedRight.xs, sm: 'auto' },
          maxWidth: 420,
          zIndex: (theme) => theme.zIndex.snackbar,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          boxShadow: 6,
          alignItems: 'center',
          '& .MuiAlert-action': { color: 'inherit' },
        }}
      >
        {t('language.offer')}{' '}
        <Button
          component={AppLink}
          to={path}
          size="small"
          variant="contained"
          color="secondary"
          onClick={() => rememberLocale(lng)}
          sx={{ ml: 1, mt: { xs: 1, sm: 0 } }}
        >
          {t('language.offerAction')}
        </Button>
      </Alert>
    </Slide>
  );
}
