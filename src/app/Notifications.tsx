import { Box } from '@mui/material';
import { useT } from '../i18n/useT';
import { noticeAttributes, noticeExitMs } from '../lib/notify';
import { brandColors, floating, shortScreen } from '../theme/tokens';

const notice = `[${noticeAttributes.notice}]`;
const stackProps = { [noticeAttributes.stack]: '' };

/**
 * The notifications region: bottom-right, stacked just above the floating buttons. It is a
 * polite live region from the start, so a notice is announced without interrupting (errors
 * still say so themselves, as alerts). Prerendered on every page and filled by plain DOM
 * (src/lib/notify.ts), which also gives it Alt+T.
 */
export function Notifications() {
  const { t } = useT('common');
  return (
    <Box component="section" aria-label={t('notifications.label')} aria-live="polite">
      <Box
        {...stackProps}
        sx={(theme) => ({
          position: 'fixed',
          zIndex: theme.zIndex.snackbar,
          bottom: { xs: floating.reservedBottom.xs, md: floating.reservedBottom.md },
          right: floating.edge,
          left: { xs: floating.edge.xs, sm: 'auto' },
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-end',
          gap: 1.5,
          [shortScreen]: { bottom: floating.reservedBottom.short },
          '&:focus-visible': { outline: `3px solid ${brandColors.amber}`, outlineOffset: 4 },
          [notice]: {
            boxSizing: 'border-box',
            width: { xs: '100%', sm: 'auto' },
            minWidth: { sm: 288 },
            maxWidth: { sm: 480 },
            px: 2,
            py: 1,
            borderRadius: 1,
            bgcolor: brandColors.ink,
            color: brandColors.white,
            boxShadow: 6,
            animation: `notice-in ${theme.transitions.duration.enteringScreen}ms ${theme.transitions.easing.easeOut}`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          },
          [`${notice}[${noticeAttributes.notice}="info"]`]: { bgcolor: brandColors.steel },
          [`${notice}[${noticeAttributes.notice}="error"]`]: { bgcolor: 'error.main' },
          [`${notice}[data-leaving]`]: {
            opacity: 0,
            transition: `opacity ${noticeExitMs}ms ${theme.transitions.easing.sharp}`,
          },
          [`${notice} p`]: { ...theme.typography.body2, m: 0 },
          [`${notice} [data-notice-title]`]: { ...theme.typography.body1, fontWeight: 700 },
          '@keyframes notice-in': {
            from: { opacity: 0, transform: 'translateX(32px)' },
            to: { opacity: 1, transform: 'none' },
          },
        })}
      />
    </Box>
  );
}
