import { GlobalStyles, Paper } from '@mui/material';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { Locale } from '../../i18n/locales';
import { useT } from '../../i18n/useT';
import { chatPanel, floating, header } from '../../theme/tokens';
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
  onClose: () => void;
  /** A reply arrived while the panel was closed. */
  onUnread: () => void;
}

/**
 * The chat assistant: a non-modal dialog beside the floating buttons on wide screens and
 * nearly full screen on phones. Loaded on first open; stays mounted (hidden) afterwards so a
 * pending reply is not lost when the visitor closes it.
 */
export default function ChatPanel({ id, open, lng, onClose, onUnread }: ChatPanelProps) {
  const { t } = useT('chat');
  const { messages, pending, send, greet } = useChatConversation(lng);
  const input = useRef<HTMLTextAreaElement>(null);
  const { listRef, latestReplyRef } = useScrollToLatest(messages, open, pending);

  useEffect(() => {
    if (!open) return;
    greet();
    input.current?.focus();
  }, [open, greet]);

  // After a reply the input is enabled again: give it back its focus.
  useEffect(() => {
    if (open && !pending) input.current?.focus();
  }, [open, pending]);

  const seen = useRef(messages.length);
  useEffect(() => {
    const arrived = messages.length > seen.current;
    seen.current = messages.length;
    const last = messages[messages.length - 1];
    if (arrived && !open && last && !last.isUser) onUnread();
  }, [messages, open, onUnread]);

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
            // Snackbars stay visible: beside the panel on wide screens, at the top on phones.
            'html body .notistack-SnackbarContainer.notistack-SnackbarContainer': {
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
          role="dialog"
          aria-modal="false"
          aria-label={t('panel.label')}
          id={id}
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
          }}
        >
          <ChatHeader onClose={onClose} />
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
