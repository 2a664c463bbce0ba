import { Box, Typography } from '@mui/material';
import type { Ref } from 'react';
import { visuallyHidden } from '../../components/visuallyHidden';
import { brandColors } from '../../theme/tokens';
import type { ChatMessage } from './conversationStore';
import { MessageText } from './MessageText';

export interface MessageBubbleProps {
  message: ChatMessage;
  /** The message's time, formatted for the page language. */
  time: string;
  /** "You", read before the visitor's own messages. */
  you: string;
  ref?: Ref<HTMLLIElement>;
}

/** One message of the log: the visitor's on the right, the assistant's on the left. */
export function MessageBubble({ message, time, you, ref }: MessageBubbleProps) {
  const mine = message.isUser;
  return (
    <Box
      ref={ref}
      component="li"
      data-testid={mine ? 'chat-user-message' : 'chat-assistant-message'}
      sx={{
        listStyle: 'none',
        alignSelf: mine ? 'flex-end' : 'flex-start',
        maxWidth: '86%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: mine ? 'flex-end' : 'flex-start',
      }}
    >
      {mine && <Box sx={visuallyHidden}>{you}:</Box>}
      {/* The message's own language; "You" and the time are in the page's. */}
      <Box
        lang={message.lang}
        sx={{
          px: 1.75,
          py: 1.25,
          borderRadius: 3,
          ...(mine
            ? { borderTopRightRadius: 6, bgcolor: 'primary.main', color: 'primary.contrastText' }
            : { borderTopLeftRadius: 6, bgcolor: brandColors.sand, color: 'text.primary' }),
          fontSize: '0.9375rem',
          lineHeight: 1.55,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          '& a': mine ? { color: 'inherit' } : undefined,
        }}
      >
        {mine ? message.text : <MessageText text={message.text} lang={message.lang} />}
      </Box>
      <Typography
        component="time"
        dateTime={message.timestamp}
        variant="caption"
        sx={{ mt: 0.5, px: 0.5, color: 'text.secondary' }}
      >
        {time}
      </Typography>
    </Box>
  );
}
