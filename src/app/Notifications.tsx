import { Box } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
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
  // A ref, not state: a state setter as ref callback would render the component again
  // synchronously inside the commit that hydrates the page.
  const region = useRef<HTMLElement>(null);
  const wanted = useNotificationsWanted();
  const [host, setHost] = useState<{ Host: typeof NotificationHost; region: HTMLElement } | null>(
    null,
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey && event.code === 'KeyT') {
        event.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void import('./NotificationHost').then((module) => {
      if (current && region.current) {
        setHost({ Host: module.NotificationHost, region: region.current });
      }
    });
    return () => {
      current = false;
    };
  }, [wanted]);

  return (
    <>
      <Box
        ref={region}
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
      {host && <host.Host region={host.region} />}
    </>
  );
}
