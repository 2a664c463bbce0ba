import { useCallback } from 'react';
import { useT } from '../../i18n/useT';
import { ToastMessage } from './ToastMessage';
import { notify } from '../../lib/notify';

/**
 * The forms grid's helper: tells the visitor they are leaving for an external form
 * ('Opening external form' / 'You are being redirected to our application form'), then opens it.
 */
export function useExternalForm() {
  const { t } = useT('home');
  return useCallback(
    (url: string) => {
      notify(
        <ToastMessage
          title={t('contact.forms.toast.title')}
          text={t('contact.forms.toast.text')}
        />,
        { variant: 'info' },
      );
      window.open(url, '_blank', 'noopener,noreferrer');
    },
    [t],
  );
}
