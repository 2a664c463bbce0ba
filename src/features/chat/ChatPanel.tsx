import { GlobalStyles, Paper, useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { Locale } from '../../i18n/locales';
import { useT } from '../../i18n/useT';
import { chatPanel, floating, header, shortViewport } from '../../theme/tokens';
import { ChatComposer } from './ChatComposer';
import { ChatHeader } from './ChatHeader';
import { MessageList } from './MessageList';
import { useChatConversation } from './useChatConversation';
import { useScrollToLatest } from './useScrollToLatest';

/** The panel sits beside the floating buttons: their offset from the edge, their size, a gap. */
const besideButtons = {
  sm: floating.edge.xs + floating.fabSize + floating.gap,
  md: floating.edge.md + floating.fabSize + floating.gap,
} as const;
/**
 * Above the header and the language offer (the snackbar layer), so the nearly full-screen
 * panel on phones is not covered; the snackbars are lifted above it while it is open.
 */
const panelLayer = 1450;
const snackbarLayerWhileOpen = 1500;

export interface ChatPanelProps {
  /** The dialog's id, which the launcher's aria-controls names. */
  id: string;
  open: boolean;
  lng: Locale;
  /** Closes the panel; focus returns to the launcher unless `focusStays` (closed from the page). */
  onClose: (focusStays?: boolean) => void;
  /** A reply arrived while the panel was closed. */
  onUnread: () => void;
}

/**
 * On phones the panel covers the page, so it is a modal dialog there: the page behind is
 * inert, and neither Tab nor a screen reader reaches what the visitor cannot see (WCAG 2.4.11).
 */
function useModalOnPhones(open: boolean) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const modal = open && phone;
  useEffect(() => {
    const page = document.getElementById('root');
    if (!modal || !page) return;
    page.inert = true;
    return () => {
      page.inert = false;
    };
  }, [modal]);
  return modal;
}

/**
 * The chat assistant: a non-modal dialog beside the floating buttons on wide screens and a
 * modal one, nearly full screen, on phones. Loaded on first open; stays mounted (hidden)
 * afterwards so a pending reply is not lost when the visitor closes it. Focus stays where the
 * visitor puts it: in the input while a reply is pending, and a reply never pulls it back.
 */
export default function ChatPanel({ id, open, lng, onClose, onUnread }: ChatPanelProps) {
  const { t } = useT('chat');
  const { messages, pending, send, greet } = useChatConversation(lng);
  const input = useRef<HTMLTextAreaElement>(null);
  const { listRef, latestReplyRef } = useScrollToLatest(messages, open, pending);
  const modal = useModalOnPhones(open);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    greet();
    input.current?.focus();
  }, [open, greet]);

  // A reply after a click on Send: the visitor types next. Focus elsewhere stays where it is.
  useEffect(() => {
    if (open && !pending && panel.current?.contains(document.activeElement)) {
      input.current?.focus();
    }
  }, [open, pending]);

  const seen = useRef(messages.length);
  useEffect(() => {
    const arrived = messages.length > seen.current;
    seen.current = messages.length;
    const last = messages[messages.length - 1];
    if (arrived && !open && last && !last.isUser) onUnread();
  }, [messages, open, onUnread]);

  // Beside the page on wider screens the open panel can cover what the keyboard focuses on the
  // page (the footer's links, a section's right column): Escape closes it from anywhere, so
  // the focused element is revealed without moving focus (WCAG 2.4.11).
  useEffect(() => {
    if (!open) return;
    const onPageKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (panel.current?.contains(event.target as Node)) return;
      onClose(true);
    };
    document.addEventListener('keydown', onPageKeyDown);
    return () => document.removeEventListener('keydown', onPageKeyDown);
  }, [open, onClose]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <>
      {open && (
        <GlobalStyles
          styles={(theme) => ({
            // Notifications stay visible: beside the panel on wide screens, at the top on phones.
            'html body [data-notices][data-notices]': {
              zIndex: snackbarLayerWhileOpen,
              [theme.breakpoints.down('sm')]: { top: 12, bottom: 'auto' },
              [theme.breakpoints.between('sm', 'md')]: {
                top: header.height + floating.edge.xs,
                bottom: 'auto',
              },
              [theme.breakpoints.up('md')]: {
                right: besideButtons.md + chatPanel.width + floating.gap,
              },
            },
          })}
        />
      )}
      {/* A portal: the floating stack is its own stacking context, below the header. The panel
          only ever renders in the browser (it is loaded on first open), so document exists. */}
      {createPortal(
        <Paper
          ref={panel}
          role="dialog"
          aria-modal={modal}
          aria-label={t('panel.label')}
          lang={lng}
          id={id}
          // A click on the panel's background keeps the focus in the dialog, not on <body>.
          tabIndex={-1}
          hidden={!open}
          onKeyDown={onKeyDown}
          elevation={12}
          sx={{
            position: 'fixed',
            zIndex: panelLayer,
            display: open ? 'flex' : 'none',
            flexDirection: 'column',
            overflow: 'hidden',
            borderRadius: { xs: 3, sm: 4 },
            border: 1,
            borderColor: 'divider',
            inset: { xs: 8, sm: 'auto' },
            right: besideButtons,
            bottom: { sm: floating.edge.xs, md: floating.edge.md },
            width: { sm: chatPanel.width },
            height: { sm: `min(${chatPanel.height}px, calc(100dvh - 96px))` },
            // Too short for a log that scrolls between the header and the input: the panel
            // scrolls as a whole and the log keeps the height of its messages.
            [shortViewport]: { overflowY: 'auto', overscrollBehavior: 'contain' },
          }}
        >
          <ChatHeader onClose={() => onClose()} />
          <MessageList
            messages={messages}
            pending={pending}
            lng={lng}
            listRef={listRef}
            latestReplyRef={latestReplyRef}
          />
          <ChatComposer pending={pending} onSend={(text) => void send(text)} inputRef={input} />
        </Paper>,
        document.body,
      )}
    </>
  );
}
