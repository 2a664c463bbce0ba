import { Box } from '@mui/material';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useT } from '../i18n/useT';
import { useBottomOverlay } from '../lib/overlays';
import { floating, shortScreen } from '../theme/tokens';
import type { NotificationHost } from './NotificationHost';
import { useNotificationsWanted } from '../lib/notify';

const stackSelector = '.notistack-SnackbarContainer';

/**
 * Alt+T moves focus to the notifications on screen, if there are any (with none it does
 * nothing, rather than focus an empty region). When they have all gone, focus goes back to
 * where it was.
 */
function useFocusShortcut(region: RefObject<HTMLElement | null>) {
  useEffect(() => {
    let watching: MutationObserver | null = null;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.altKey || event.code !== 'KeyT') return;
      const stack = region.current?.querySelector<HTMLElement>(stackSelector);
      if (!stack || stack.childElementCount === 0) return;
      event.preventDefault();
      const from = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      stack.tabIndex = -1;
      stack.focus();
      watching?.disconnect();
      watching = new MutationObserver(() => {
        if (stack.isConnected && stack.childElementCount > 0) return;
        watching?.disconnect();
        const lost = document.activeElement === stack || document.activeElement === document.body;
        if (lost) (from?.isConnected ? from : document.getElementById('main'))?.focus();
      });
      watching.observe(region.current!, { childList: true, subtree: true });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      watching?.disconnect();
    };
  }, [region]);
}

/** The notifications' stack once notistack has created it, so the page keeps focus clear of it. */
function useStack(region: HTMLElement | null): HTMLElement | null {
  const [stack, setStack] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!region) return;
    const find = () => setStack(region.querySelector<HTMLElement>(stackSelector));
    find();
    const observer = new MutationObserver(find);
    observer.observe(region, { childList: true });
    return () => observer.disconnect();
  }, [region]);
  return stack;
}

/**
 * The notifications region: bottom-right, stacked just above the floating buttons. It is a
 * polite live region from the start, so a notification is announced without interrupting
 * (errors still say so themselves, as alerts). Its host (notistack) is loaded when the first
 * notification is asked for.
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
  useFocusShortcut(region);
  useBottomOverlay(useStack(host?.region ?? null));

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
        aria-label={t('notifications.label')}
        aria-live="polite"
        sx={{
          '& .notistack-SnackbarContainer': {
            bottom: { xs: floating.reservedBottom.xs, md: floating.reservedBottom.md },
            right: floating.edge,
            [shortScreen]: { bottom: floating.reservedBottom.short },
          },
        }}
      />
      {host && <host.Host region={host.region} />}
    </>
  );
}
