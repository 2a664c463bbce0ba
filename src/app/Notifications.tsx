import { Box } from '@mui/material';
import { SnackbarProvider } from 'notistack';
import { useEffect, useState, type ReactNode } from 'react';
import { useT } from '../i18n/useT';
import { floating } from '../theme/tokens';

/**
 * Notifications: bottom-right, stacked just above the floating buttons, at most three at a
 * time. Alt+T moves focus to their region, so keyboard users can reach them.
 */
export function Notifications({ children }: { children: ReactNode }) {
  const { t } = useT('common');
  const [region, setRegion] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey && event.code === 'KeyT') {
        event.preventDefault();
        region?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [region]);

  return (
    <>
      <Box
        ref={setRegion}
        component="section"
        tabIndex={-1}
        aria-label={t('notifications.label')}
        sx={{
          '& .notistack-SnackbarContainer': {
            bottom: floating.reservedBottom,
            right: floating.edge,
          },
        }}
      />
      <SnackbarProvider
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        maxSnack={3}
        domRoot={region ?? undefined}
      >
        {children}
      </SnackbarProvider>
    </>
  );
}
