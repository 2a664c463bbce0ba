import { Box } from '@mui/material';
import { useEffect, useState } from 'react';
import { useT } from '../i18n/useT';
import { floating } from '../theme/tokens';
import type { NotificationHost } from './NotificationHost';
import { useNotificationsWanted } from '../lib/notify';

/**
 * The notifications region: bottom-right, stacked just above the floating buttons. Alt+T
 * moves focus to it, so keyboard users can reach the notifications. Its host (notistack) is
 * loaded when the first notification is asked for.
 */
export function Notifications() {
  const { t } = useT('common');
  const [region, setRegion] = useState<HTMLElement | null>(null);
  const wanted = useNotificationsWanted();
  const [Host, setHost] = useState<typeof NotificationHost | null>(null);

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

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void import('./NotificationHost').then((module) => {
      if (current) setHost(() => module.NotificationHost);
    });
    return () => {
      current = false;
    };
  }, [wanted]);

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
      {Host && region && <Host region={region} />}
    </>
  );
}
