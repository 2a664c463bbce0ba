import { Box } from '@mui/material';
import { useMemo, type Ref } from 'react';
import { visuallyHidden } from '../../components/visuallyHidden';
import { localeRegistry, type Locale } from '../../i18n/locales';
import { useT } from '../../i18n/useT';
import { shortViewport } from '../../theme/tokens';
import type { ChatMessage } from './conversationStore';
import { MessageBubble } from './MessageBubble';
import { TypingBubble } from './TypingBubble';

export interface MessageListProps {
  messages: ChatMessage[];
  pending: boolean;
  lng: Locale;
  /** The scrolling log around the list. */
  listRef: Ref<HTMLDivElement>;
  /** Attached to the newest assistant message. */
  latestReplyRef: Ref<HTMLLIElement>;
}

/** The conversation log: a disclaimer, the messages and, while a reply is pending, the dots. */
export function MessageList({ messages, pending, lng, listRef, latestReplyRef }: MessageListProps) {
  const { t } = useT('chat');
  const time = useMemo(
    () => new Intl.DateTimeFormat(localeRegistry[lng].intl, { timeStyle: 'short' }),
    [lng],
  );
  const latestReply = messages.findLastIndex((message) => !message.isUser);

  return (
    <>
      {/* The log wraps the list: a ul given role="log" would stop being a list. */}
      <Box
        ref={listRef}
        role="log"
        aria-live="polite"
        aria-label={t('panel.logLabel')}
        sx={{
          flex: 1,
          overflowY: 'auto',
          overscrollBehavior: 'contain',
          bgcolor: 'background.paper',
          // The panel scrolls instead (ChatPanel): the log is as tall as its messages.
          [shortViewport]: { flex: 'none', overflowY: 'visible' },
        }}
      >
        <Box
          component="ul"
          sx={{
            m: 0,
            px: 2,
            py: 2,
            display: 'flex',
            flexDirection: 'column',
            gap: 1.5,
          }}
        >
          <Box
            component="li"
            sx={{
              listStyle: 'none',
              alignSelf: 'center',
              textAlign: 'center',
              maxWidth: 300,
              typography: 'caption',
              color: 'text.secondary',
            }}
          >
            {t('panel.disclaimer')}
          </Box>
          {messages.map((message, index) => (
            <MessageBubble
              key={message.id}
              ref={index === latestReply ? latestReplyRef : undefined}
              message={message}
              you={t('panel.you')}
              time={time.format(new Date(message.timestamp))}
            />
          ))}
          {pending && (
            <Box component="li" sx={{ listStyle: 'none', display: 'flex' }}>
              <TypingBubble />
            </Box>
          )}
        </Box>
      </Box>
      <Box role="status" sx={visuallyHidden}>
        {pending ? t('panel.typing') : ''}
      </Box>
    </>
  );
}
