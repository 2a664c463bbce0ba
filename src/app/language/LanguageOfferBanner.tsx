import { Alert, Button, Slide } from '@mui/material';
import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { AppLink } from '../../components/AppLink';
import { i18n } from '../../i18n/i18n';
import type { Locale } from '../../i18n/locales';
import { useBottomOverlay } from '../../lib/useBottomOverlay';
import { floating, shortScreen } from '../../theme/tokens';
import { rememberLocale } from './languageChoice';
import { followWithPageState, withPageState } from './pageState';

/**
 * The offer itself, in the offered language: this page there, or dismiss. It comes early in
 * the tab order (right after the skip link) though it shows at the bottom, and the page keeps
 * focus clear of it (src/lib/overlays.ts). Escape dismisses it too; dismissing it from the
 * keyboard puts focus back where it came from, or on the main content.
 */
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
  const [banner, setBanner] = useState<HTMLDivElement | null>(null);
  const cameFrom = useRef<HTMLElement | null>(null);
  useBottomOverlay(banner);

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from;
  };
  const dismiss = () => {
    if (banner?.contains(document.activeElement)) {
      const target = cameFrom.current?.isConnected
        ? cameFrom.current
        : document.getElementById('main');
      target?.focus();
    }
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      dismiss();
    }
  };

  return (
    <Slide in direction="up">
      <Alert
        ref={setBanner}
        lang={lng}
        role="region"
        aria-label={t('language.offerLabel')}
        severity="info"
        icon={false}
        onClose={dismiss}
        onFocus={onFocus}
        onKeyDown={onKeyDown}
        slotProps={{
          closeButton: { title: t('language.dismiss'), 'aria-label': t('language.dismiss') },
        }}
        sx={{
          position: 'fixed',
          left: floating.edge,
          bottom: floating.edge,
          // On a phone it stops short of the floating buttons in the bottom-right corner, which
          // on a short screen sit side by side.
          right: { xs: floating.reservedRight.xs, sm: 'auto' },
          [shortScreen]: { right: floating.reservedRight.short },
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
          to={withPageState(path)}
          size="small"
          variant="contained"
          color="secondary"
          onClick={(event) => {
            rememberLocale(lng);
            followWithPageState(event, path);
          }}
          sx={{ ml: 1, mt: { xs: 1, sm: 0 } }}
        >
          {t('language.offerAction')}
        </Button>
      </Alert>
    </Slide>
  );
}
