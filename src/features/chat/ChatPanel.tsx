import CloseRounded from '@mui/icons-material/CloseRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';
import {
  Avatar,
  Box,
  GlobalStyles,
  IconButton,
  InputBase,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { alpha, keyframes } from '@mui/material/styles';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { localeRegistry, type Locale } from '../../i18n/locales';
import { useT } from '../../i18n/useT';
import { brandColors } from '../../theme/tokens';
import type { ChatMessage } from './conversationStore';
import { MessageText, visuallyHidden } from './MessageText';
import { useChatConversation } from './useChatConversation';

/** Layout of the floating stack (FloatingActions): button size, gap and edge offsets. */
const fab = 56;
const gap = 16;
const edge = { sm: 16, md: 24 } as const;
export const panelSize = { width: 384, height: 500 } as const;
/**
 * Above the header and the language offer (the snackbar layer), so the nearly full-screen
 * panel on phones is not covered; the snackbars are lifted above it while it is open.
 */
const panelLayer = 1450;
const snackbarLayerWhileOpen = 1500;

const bounce = keyframes`
  0%, 80%, 100% { transform: translateY(0); opacity: 0.4; }
  40% { transform: translateY(-4px); opacity: 1; }
`;

function TypingBubble() {
  return (
    <Box
      aria-hidden
      data-testid="chat-typing"
      sx={{
        alignSelf: 'flex-start',
        display: 'flex',
        gap: 0.75,
        px: 2,
        py: 1.5,
        borderRadius: 3,
        borderTopLeftRadius: 6,
        bgcolor: brandColors.sand,
      }}
    >
      {[0, 1, 2].map((dot) => (
        <Box
          key={dot}
          sx={{
            width: 7,
            height: 7,
            borderRadius: '50%',
            bgcolor: 'primary.light',
            animation: `${bounce} 1.2s ${dot * 0.15}s infinite ease-in-out`,
          }}
        />
      ))}
    </Box>
  );
}

function MessageBubble({
  message,
  time,
  you,
}: {
  message: ChatMessage;
  time: string;
  you: string;
}) {
  const mine = message.isUser;
  return (
    <Box
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
      <Box
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
        {mine ? message.text : <MessageText text={message.text} />}
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

export interface ChatPanelProps {
  open: boolean;
  lng: Locale;
  onClose(): void;
  /** A reply arrived while the panel was closed. */
  onUnread(): void;
}

/**
 * The chat assistant: a non-modal dialog beside the floating buttons on wide screens and
 * nearly full screen on phones. Loaded on first open; stays mounted (hidden) afterwards so a
 * pending reply is not lost when the visitor closes it.
 */
export default function ChatPanel({ open, lng, onClose, onUnread }: ChatPanelProps) {
  const { t } = useT('chat');
  const { messages, pending, send, greet } = useChatConversation(lng);
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLUListElement>(null);
  const hintId = useId();
  const time = useMemo(
    () => new Intl.DateTimeFormat(localeRegistry[lng].intl, { timeStyle: 'short' }),
    [lng],
  );

  useEffect(() => {
    if (!open) return;
    greet();
    input.current?.focus();
  }, [open, greet]);

  // After a reply the input is enabled again: give it back its focus.
  useEffect(() => {
    if (open && !pending) input.current?.focus();
  }, [open, pending]);

  const lastCount = useRef(messages.length);
  useEffect(() => {
    const arrived = messages.length > lastCount.current;
    lastCount.current = messages.length;
    const last = messages[messages.length - 1];
    if (arrived && !open && last && !last.isUser) onUnread();
    const element = log.current;
    if (!element) return;
    // A long reply is shown from its start; otherwise the newest content is in view.
    const replies = element.querySelectorAll<HTMLElement>('[data-testid="chat-assistant-message"]');
    const lastItem = replies[replies.length - 1];
    if (
      arrived &&
      last &&
      !last.isUser &&
      lastItem &&
      lastItem.offsetHeight > element.clientHeight - 24
    ) {
      element.scrollTop = lastItem.offsetTop - element.offsetTop - 12;
    } else {
      element.scrollTop = element.scrollHeight;
    }
  }, [messages, open, pending, onUnread]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (pending || !draft.trim()) return;
    const text = draft;
    setDraft('');
    void send(text);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  const canSend = !pending && draft.trim() !== '';

  return (
    <>
      {open && (
        <GlobalStyles
          styles={(theme) => ({
            // Snackbars stay visible: beside the panel on wide screens, at the top on phones.
            'html body .notistack-SnackbarContainer.notistack-SnackbarContainer': {
              zIndex: snackbarLayerWhileOpen,
              [theme.breakpoints.down('sm')]: { top: 12, bottom: 'auto' },
              [theme.breakpoints.between('sm', 'md')]: { top: 88, bottom: 'auto' },
              [theme.breakpoints.up('md')]: {
                right: edge.md + fab + gap + panelSize.width + gap,
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
          id="chat-panel"
          hidden={!open}
          onKeyDown={onPanelKeyDown}
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
            right: { sm: edge.sm + fab + gap, md: edge.md + fab + gap },
            bottom: { sm: edge.sm, md: edge.md },
            width: { sm: panelSize.width },
            height: { sm: `min(${panelSize.height}px, calc(100dvh - 96px))` },
          }}
        >
          <Stack
            direction="row"
            alignItems="center"
            spacing={1.5}
            sx={{
              px: 2,
              py: 1.5,
              color: 'primary.contrastText',
              background: `linear-gradient(135deg, ${brandColors.navy} 0%, ${brandColors.steel} 100%)`,
            }}
          >
            <Avatar
              sx={{ bgcolor: 'secondary.main', color: 'primary.main', width: 40, height: 40 }}
            >
              <SupportAgentRounded aria-hidden />
            </Avatar>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography component="h2" variant="h6" noWrap>
                {t('assistantName')}
              </Typography>
              <Stack direction="row" alignItems="center" spacing={0.75}>
                <Box
                  aria-hidden
                  sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: '#4ADE80' }}
                />
                <Typography variant="caption" sx={{ color: alpha('#FFFFFF', 0.85) }}>
                  {t('panel.status')}
                </Typography>
              </Stack>
            </Box>
            <IconButton onClick={onClose} aria-label={t('panel.close')} sx={{ color: 'inherit' }}>
              <CloseRounded />
            </IconButton>
          </Stack>

          <Box
            ref={log}
            component="ul"
            role="log"
            aria-live="polite"
            aria-label={t('panel.logLabel')}
            sx={{
              flex: 1,
              m: 0,
              px: 2,
              py: 2,
              overflowY: 'auto',
              overscrollBehavior: 'contain',
              display: 'flex',
              flexDirection: 'column',
              gap: 1.5,
              bgcolor: 'background.paper',
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
            {messages.map((message) => (
              <MessageBubble
                key={message.id}
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
          <Box role="status" sx={visuallyHidden}>
            {pending ? t('panel.typing') : ''}
          </Box>

          <Box
            component="form"
            onSubmit={submit}
            sx={{ borderTop: 1, borderColor: 'divider', px: 1.5, pt: 1.25, pb: 1 }}
          >
            <Stack direction="row" alignItems="flex-end" spacing={1}>
              <InputBase
                inputRef={input}
                multiline
                maxRows={4}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={onInputKeyDown}
                disabled={pending}
                placeholder={t('panel.placeholder')}
                inputProps={{
                  'aria-label': t('panel.inputLabel'),
                  'aria-describedby': hintId,
                  maxLength: 2000,
                }}
                sx={{
                  flex: 1,
                  px: 1.75,
                  py: 1,
                  borderRadius: 3,
                  bgcolor: brandColors.paper,
                  border: 1,
                  borderColor: 'divider',
                  fontSize: '1rem',
                  '&.Mui-focused': {
                    borderColor: 'primary.light',
                    boxShadow: `0 0 0 3px ${alpha(brandColors.steel, 0.18)}`,
                  },
                }}
              />
              <IconButton
                type="submit"
                disabled={!canSend}
                aria-label={t('panel.send')}
                sx={{
                  width: 44,
                  height: 44,
                  mb: '2px',
                  bgcolor: 'secondary.main',
                  color: 'primary.main',
                  '&:hover': { bgcolor: 'secondary.dark' },
                  '&.Mui-disabled': {
                    bgcolor: alpha(brandColors.navy, 0.08),
                    color: alpha(brandColors.navy, 0.35),
                  },
                }}
              >
                <SendRounded />
              </IconButton>
            </Stack>
            <Typography
              id={hintId}
              variant="caption"
              component="p"
              sx={{ mt: 0.75, px: 0.5, color: 'text.secondary', lineHeight: 1.4 }}
            >
              {t('panel.hint')}
            </Typography>
          </Box>
        </Paper>,
        document.body,
      )}
    </>
  );
}
