import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { useT } from '../../i18n/useT';
import { storageKeys } from '../../config/storageKeys';
import { welcomeDelayMs } from './content';
import { ToastMessage } from './ToastMessage';

function alreadyWelcomed(): boolean {
  try {
    return window.sessionStorage.getItem(storageKeys.welcomeShown) === '1';
  } catch {
    return false;
  }
}

/** 'Welcome' toast, 2 s after the home page loads, once per browser session. */
export function useWelcomeToast() {
  const { t } = useT('home');
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    if (alreadyWelcomed()) return;
    const timer = window.setTimeout(() => {
      try {
        window.sessionStorage.setItem(storageKeys.welcomeShown, '1');
      } catch {
        // Storage may be blocked; the toast still shows.
      }
      enqueueSnackbar(<ToastMessage title={t('welcome.title')} text={t('welcome.text')} />, {
        variant: 'default',
      });
    }, welcomeDelayMs);
    return () => window.clearTimeout(timer);
  }, [enqueueSnackbar, t]);
}
