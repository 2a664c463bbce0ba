import { useEffect } from 'react';
import { useT } from '../../i18n/useT';
import { storageKeys } from '../../config/storageKeys';
import { welcomeDelayMs } from './content';
import { ToastMessage } from './ToastMessage';
import { notify } from '../../lib/notify';

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
  useEffect(() => {
    if (alreadyWelcomed()) return;
    const timer = window.setTimeout(() => {
      try {
        window.sessionStorage.setItem(storageKeys.welcomeShown, '1');
      } catch {
        // Storage may be blocked; the toast still shows.
      }
      notify(<ToastMessage title={t('welcome.title')} text={t('welcome.text')} />, {
        variant: 'default',
      });
    }, welcomeDelayMs);
    return () => window.clearTimeout(timer);
  }, [t]);
}
