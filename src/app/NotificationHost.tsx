import { SnackbarProvider, useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { connectNotifications } from '../lib/notify';

function Connect() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    connectNotifications(enqueueSnackbar);
    return () => connectNotifications(null);
  }, [enqueueSnackbar]);
  return null;
}

/**
 * notistack's provider, rendering into the notifications region: bottom-right, at most three
 * at a time. Loaded on the first notification (see src/lib/notify.ts).
 */
export function NotificationHost({ region }: { region: HTMLElement }) {
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      maxSnack={3}
      domRoot={region}
    >
      <Connect />
    </SnackbarProvider>
  );
}
