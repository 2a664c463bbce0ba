import ChatRounded from '@mui/icons-material/ChatRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { Badge, Fab } from '@mui/material';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { Hint } from '../../components/Hint';
import { i18n } from '../../i18n/i18n';
import { LocaleProvider, useLocale } from '../../i18n/LocaleContext';
import type { Locale } from '../../i18n/locales';
import { loadNamespaces } from '../../i18n/resources';
import { useT } from '../../i18n/useT';
import { chatWasOpen, rememberChatOpen } from './chatOpenState';

const loadPanel = () => import('./ChatPanel');
// Whether the window was open is read once; nothing else changes it behind the launcher's back.
const noSubscription = () => () => undefined;
const ChatPanel = lazy(loadPanel);

/**
 * The chat assistant's floating button, above the WhatsApp button. The button is part of the
 * prerendered page (its copy is the shell's); the panel's code and the chat copy load after
 * it hydrates, so neither is part of the initial page load. A press before they are in opens
 * the panel as soon as they are.
 */
export function ChatLauncher() {
  const lng = useLocale();
  const { t } = useT('common');
  const [loadedLng, setLoadedLng] = useState<Locale | null>(null);
  // The page language once its chat copy is loaded; until then the previous one.
  const chatLng = loadedLng ?? lng;
  // Open on the page before: this page opens it again, once hydrated (the server's snapshot,
  // closed, is what hydration renders), until the visitor chooses.
  const reopened = useSyncExternalStore(noSubscription, chatWasOpen, () => false);
  const [openChoice, setOpen] = useState<boolean | null>(null);
  const open = openChoice ?? reopened;
  const [startedChoice, setStarted] = useState(false);
  const started = startedChoice || reopened;
  const [unread, setUnread] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    let current = true;
    loadNamespaces(lng, ['chat']).then(
      () => current && setLoadedLng(lng),
      (error: unknown) => console.error('Chat: could not load its copy.', error),
    );
    return () => {
      current = false;
    };
  }, [lng]);

  // Focus returns to the button once the panel has closed: on phones the page, the button
  // included, stays inert until the closed panel's effects have run.
  // Closed from outside the panel (Escape with focus on the page), focus stays where it is.
  const returnFocus = useRef(false);
  const close = useCallback((focusStays = false) => {
    returnFocus.current = !focusStays;
    rememberChatOpen(false);
    setOpen(false);
  }, []);
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    button.current?.focus();
  }, [open]);
  const markUnread = useCallback(() => setUnread(true), []);

  const panelReady = loadedLng !== null && i18n.hasResourceBundle(loadedLng, 'chat');

  const toggle = () => {
    setStarted(true);
    setUnread(false);
    rememberChatOpen(!open);
    setOpen(!open);
  };
  const label = open
    ? t('chatLauncher.close')
    : unread
      ? t('chatLauncher.unread')
      : t('chatLauncher.open');

  return (
    <>
      <Hint title={open ? '' : t('chatLauncher.tooltip')}>
        <Fab
          ref={button}
          color="primary"
          onClick={toggle}
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={started && panelReady ? panelId : undefined}
          data-testid="chat-launcher"
        >
          <Badge color="secondary" variant="dot" invisible={!unread} overlap="circular">
            {open ? <CloseRounded /> : <ChatRounded />}
          </Badge>
        </Fab>
      </Hint>
      {started && panelReady && (
        <LocaleProvider locale={chatLng}>
          <Suspense fallback={null}>
            <ChatPanel
              id={panelId}
              open={open}
              lng={chatLng}
              onClose={close}
              onUnread={markUnread}
            />
          </Suspense>
        </LocaleProvider>
      )}
    </>
  );
}
