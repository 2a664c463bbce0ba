import { Box } from '@mui/material';
import { SnackbarContent, SnackbarProvider, useSnackbar, type CustomContentProps } from 'notistack';
import { forwardRef, useEffect } from 'react';
import { connectNotifications } from '../lib/notify';
import { brandColors } from '../theme/tokens';

function Connect() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    connectNotifications(enqueueSnackbar);
    return () => connectNotifications(null);
  }, [enqueueSnackbar]);
  return null;
}

/**
 * A plain notification (the welcome), as notistack's own but without its role="alert": a
 * greeting must not interrupt a screen reader. The region around it is a polite live region.
 */
const PoliteContent = forwardRef<HTMLDivElement, CustomContentProps>(function PoliteContent(
  { message, style, className },
  ref,
) {
  return (
    <SnackbarContent ref={ref} style={style} className={className}>
      <Box
        sx={{
          flexGrow: 1,
          minWidth: { sm: 288 },
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: brandColors.ink,
          color: brandColors.white,
          boxShadow: 6,
          fontSize: '0.875rem',
        }}
      >
        {message}
      </Box>
    </SnackbarContent>
  );
});

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
      Components={{ default: PoliteContent }}
    >
      <Connect />
    </SnackbarProvider>
  );
}
