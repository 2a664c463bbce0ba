import { Alert, Button, Slide } from '@mui/material';
import { useEffect, useState } from 'react';
import { AppLink } from '../../components/AppLink';
import { i18n } from '../../i18n/i18n';
import type { Locale } from '../../i18n/locales';
import { loadNamespaces } from '../../i18n/resources';
import { floating } from '../../theme/tokens';
import {
  dismissOffer,
  offerDismissed,
  preferredLocale,
  rememberLocale,
  rememberedLocale,
} from './languageChoice';
import { useLanguageOptions } from './useLanguageOptions';

/**
 * A visitor who never chose a language and whose browser prefers another supported one is
 * offered this page in that language, in that language. Never an automatic redirect.
 */
export function LanguageOffer() {
  const { current, options } = useLanguageOptions();
  const [offer, setOffer] = useState<Locale | null>(null);

  useEffect(() => {
    if (rememberedLocale() || offerDismissed()) return;
    const preferred = preferredLocale();
    if (!preferred || preferred === current) return;
    let active = true;
    loadNamespaces(preferred, ['common']).then(
      () => active && setOffer(preferred),
      (error: unknown) => console.error('Language offer: could not load copy', error),
    );
    return () => {
      active = false;
    };
  }, [current]);

  const target = options.find((o) => o.lng === offer);
  if (!offer || offer === current || !target) return null;
  const t = i18n.getFixedT(offer, 'common');
  const close = () => {
    dismissOffer();
    setOffer(null);
  };
  return (
    <Slide in direction="up">
      <Alert
        lang={offer}
        role="region"
        aria-label={t('language.offerLabel')}
        severity="info"
        icon={false}
        onClose={close}
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
          to={target.path}
          size="small"
          variant="contained"
          color="secondary"
          onClick={() => rememberLocale(offer)}
          sx={{ ml: 1, mt: { xs: 1, sm: 0 } }}
        >
          {t('language.offerAction')}
        </Button>
      </Alert>
    </Slide>
  );
}
