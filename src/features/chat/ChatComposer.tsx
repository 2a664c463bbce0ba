import SendRounded from '@mui/icons-material/SendRounded';
import { Box, IconButton, InputBase, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useId, useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { useT } from '../../i18n/useT';
import { maxVisitorTextLength } from '../../shared/chat/protocol';
import { focusRingSx } from '../../theme/theme';
import { brandColors } from '../../theme/tokens';

export interface ChatComposerProps {
  /**
   * While a reply is pending the input is read-only and the send button inert. Neither is
   * disabled: a disabled control drops its focus to <body> (WCAG 2.4.3).
   */
  pending: boolean;
  onSend: (text: string) => void;
  inputRef: Ref<HTMLTextAreaElement>;
}

/**
 * The message input and the send button. Enter without Shift sends, Shift+Enter makes a new
 * line; an empty or whitespace-only message is never sent. The input stops at the server's
 * limit for the visitor's text, and a counter shows how much of it is used.
 */
export function ChatComposer({ pending, onSend, inputRef }: ChatComposerProps) {
  const { t } = useT('chat');
  const [draft, setDraft] = useState('');
  const hintId = useId();
  const canSend = !pending && draft.trim() !== '';

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    setDraft('');
    onSend(draft);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      sx={{ borderTop: 1, borderColor: 'divider', px: 1.5, pt: 1.25, pb: 1 }}
    >
      <Stack direction="row" alignItems="flex-end" spacing={1}>
        <InputBase
          inputRef={inputRef}
          multiline
          maxRows={4}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          readOnly={pending}
          placeholder={t('panel.placeholder')}
          inputProps={{
            'aria-label': t('panel.inputLabel'),
            'aria-describedby': hintId,
            'aria-disabled': pending || undefined,
            maxLength: maxVisitorTextLength,
          }}
          sx={{
            flex: 1,
            px: 1.75,
            py: 1,
            borderRadius: 3,
            bgcolor: brandColors.paper,
            border: 1,
            // The input's edge is what shows where to type: 3:1 against the panel (WCAG 1.4.11).
            borderColor: brandColors.controlBorder,
            fontSize: '1rem',
            // The placeholder is the field's only visible label: 4.5:1 like any text (WCAG 1.4.3).
            '& textarea::placeholder': { color: 'text.secondary', opacity: 1 },
            // The same ring as every other control (the browser's own outline is off for inputs).
            '&.Mui-focused': { borderColor: 'primary.main', ...focusRingSx },
          }}
        />
        <IconButton
          type="submit"
          aria-disabled={!canSend}
          aria-label={t('panel.send')}
          sx={{
            width: 44,
            height: 44,
            mb: '2px',
            bgcolor: 'secondary.main',
            color: 'primary.main',
            '&:hover': { bgcolor: 'secondary.dark' },
            '&[aria-disabled="true"]': {
              bgcolor: alpha(brandColors.navy, 0.08),
              color: alpha(brandColors.navy, 0.35),
            },
          }}
        >
          <SendRounded />
        </IconButton>
      </Stack>
      <Stack direction="row" justifyContent="space-between" spacing={1} sx={{ mt: 0.75, px: 0.5 }}>
        <Typography
          id={hintId}
          variant="caption"
          component="p"
          sx={{ color: 'text.secondary', lineHeight: 1.4 }}
        >
          {t('panel.hint', { max: maxVisitorTextLength })}
        </Typography>
        <Typography
          variant="caption"
          component="p"
          data-testid="chat-counter"
          aria-label={t('panel.counterLabel', { count: draft.length, max: maxVisitorTextLength })}
          sx={{
            color: draft.length >= maxVisitorTextLength ? 'error.main' : 'text.secondary',
            lineHeight: 1.4,
            whiteSpace: 'nowrap',
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {t('panel.counter', { count: draft.length, max: maxVisitorTextLength })}
        </Typography>
      </Stack>
    </Box>
  );
}
