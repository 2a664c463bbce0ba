import CloseIcon from '@mui/icons-material/Close';
import { Alert, Button, IconButton } from '@mui/material';
import { i18n } from '../../i18n/i18n';
import { floating, shortScreen } from '../../theme/tokens';
import { offerAttributes } from './languageOffer';
import { useLanguageOptions } from './useLanguageOptions';

/**
 * The offer of this page in each other language, each in its own language, prerendered hidden:
 * the few visitors who get one (src/app/language/languageOffer.ts shows it) load no code and no
 * copy for it. It comes early in the tab order (right after the skip link) though it shows at
 * the bottom, and the page keeps focus clear of it (src/lib/overlays.ts).
 */
export function LanguageOffers() {
  const { options } = useLanguageOptions();
  return options
    .filter((option) => !option.current)
    .map(({ lng, path }) => {
      const t = i18n.getFixedT(lng, 'common');
      return (
        <Alert
          key={lng}
          hidden
          lang={lng}
          role="region"
          aria-label={t('language.offerLabel')}
          severity="info"
          icon={false}
          {...{ [offerAttributes.offer]: lng }}
          action={
            <IconButton
              size="small"
              color="inherit"
              title={t('language.dismiss')}
              aria-label={t('language.dismiss')}
              {...{ [offerAttributes.dismiss]: '' }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          }
          sx={(theme) => ({
            position: 'fixed',
            left: floating.edge,
            bottom: floating.edge,
            // On a phone it stops short of the floating buttons in the bottom-right corner, which
            // on a short screen sit side by side.
            right: { xs: floating.reservedRight.xs, sm: 'auto' },
            [shortScreen]: { right: floating.reservedRight.short },
            maxWidth: 420,
            zIndex: theme.zIndex.snackbar,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            boxShadow: 6,
            alignItems: 'center',
            '& .MuiAlert-action': { color: 'inherit' },
            '&[hidden]': { display: 'none' },
            animation: `language-offer-in ${theme.transitions.duration.enteringScreen}ms ${theme.transitions.easing.easeOut}`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            '@keyframes language-offer-in': {
              from: { transform: 'translateY(calc(100% + 24px))' },
              to: { transform: 'none' },
            },
          })}
        >
          {t('language.offer')}{' '}
          <Button
            href={path}
            size="small"
            variant="contained"
            color="secondary"
            sx={{ ml: 1, mt: { xs: 1, sm: 0 } }}
          >
            {t('language.offerAction')}
          </Button>
        </Alert>
      );
    });
}
