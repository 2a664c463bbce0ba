import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { fetchEntry, saveText } from './api';
import type { TextEntry, TextRef } from './protocol';

interface Props {
  /** The keys whose text was chosen: usually one, several when texts are the same. */
  refs: TextRef[];
  container: HTMLElement;
  onClose: () => void;
  onSaved: (ref: TextRef, value: string, file: string) => void;
}

/**
 * A soft hyphen is invisible in a text box: it is shown and typed as `\u00ad`, as TRANSLATING.md
 * writes it, and saved as the character.
 */
const softHyphen = '\u00ad';
const shownHyphen = '\\u00ad';
const toBox = (value: string) => value.replaceAll(softHyphen, shownHyphen);
const fromBox = (value: string) => value.replaceAll(shownHyphen, softHyphen);

const code = { fontFamily: 'monospace', fontSize: 14 } as const;

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The editor of one text: its file and key, the text, English, what it must keep, and Save.
 * MUI's dialog gives role="dialog", aria-modal, the focus trap, Escape and the focus's return.
 */
export function EditorDialog({ refs, container, onClose, onSaved }: Props) {
  const [chosen, setChosen] = useState(0);
  const ref = refs[chosen] ?? refs[0];
  const [entry, setEntry] = useState<TextEntry | null>(null);
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const titleId = useId();
  const placeId = useId();
  const input = useRef<HTMLTextAreaElement>(null);

  // The focus goes to the text once it is there (the dialog holds it until then).
  useEffect(() => {
    if (entry) input.current?.focus();
  }, [entry]);

  const choose = (other: TextRef) => {
    setEntry(null);
    setProblems([]);
    setChosen(refs.indexOf(other));
  };

  useEffect(() => {
    if (!ref) return;
    let live = true;
    fetchEntry(ref)
      .then((next) => {
        if (!live) return;
        setEntry(next);
        setText(toBox(next.value));
      })
      .catch((reason: Error) => live && setError(reason.message));
    return () => {
      live = false;
    };
  }, [ref]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!entry || saving) return;
    const value = fromBox(text);
    setSaving(true);
    saveText({ lng: entry.lng, ns: entry.ns, key: entry.key, value })
      .then((response) => {
        if (!response.ok) {
          setProblems(response.problems);
          return;
        }
        onSaved(entry, value, response.file);
        onClose();
      })
      .catch((reason: Error) => setError(reason.message))
      .finally(() => setSaving(false));
  };

  const others = refs.filter((_, index) => index !== chosen);
  return (
    <Dialog
      open
      onClose={onClose}
      container={container}
      aria-labelledby={titleId}
      aria-describedby={placeId}
      fullWidth
      maxWidth="sm"
      sx={{ zIndex: 2100 }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Edit text</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography id={placeId} sx={code}>
              {entry ? `${entry.file} › ${entry.key}` : 'Reading…'}
              {entry && (
                <Typography component="span" variant="body2" color="text.secondary">
                  {` (line ${entry.line})`}
                </Typography>
              )}
              {entry?.draft && <Chip size="small" label="draft language" sx={{ ml: 1 }} />}
            </Typography>
            {others.length > 0 && (
              <Part title="The same text is also">
                <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
                  {others.map((other) => (
                    <Button
                      key={`${other.lng}/${other.ns}:${other.key}`}
                      size="small"
                      onClick={() => choose(other)}
                      sx={{ ...code, textTransform: 'none' }}
                    >
                      {`${other.ns} › ${other.key}`}
                    </Button>
                  ))}
                </Stack>
              </Part>
            )}
            <TextField
              label={entry ? `Text (${entry.lng})` : 'Text'}
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => {
                // Ctrl+Enter saves; Enter alone stays a line break in the text box.
                if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
              }}
              multiline
              minRows={2}
              fullWidth
              inputRef={input}
              disabled={!entry}
              helperText={
                text.includes(shownHyphen)
                  ? '\\u00ad is a soft hyphen: where a long word may break'
                  : 'Ctrl+Enter saves'
              }
            />
            {error && <Alert severity="error">{error}</Alert>}
            {problems.length > 0 && (
              <Alert severity="error" role="alert">
                <Typography variant="body2">
                  Not saved: npm run check:locales would fail (TRANSLATING.md explains each
                  message).
                </Typography>
                <Box component="ul" sx={{ m: 0, pl: 2 }}>
                  {problems.map((problem) => (
                    <li key={problem}>
                      <Typography variant="body2" sx={code}>
                        {problem}
                      </Typography>
                    </li>
                  ))}
                </Box>
              </Alert>
            )}
            {entry && entry.lng !== 'en' && (
              <Part title="English source">
                <Typography sx={{ whiteSpace: 'pre-wrap' }}>
                  {entry.english === undefined ? '(none)' : toBox(entry.english)}
                </Typography>
              </Part>
            )}
            {entry && entry.keep.length > 0 && (
              <Part title="Keep exactly">
                <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
                  {entry.keep.map((marker) => (
                    <Chip key={marker} size="small" label={marker} sx={code} />
                  ))}
                </Stack>
              </Part>
            )}
            {entry?.plural && (
              <Part title={`Plural: the ${entry.plural.form} form of ${entry.plural.base}`}>
                <Typography variant="body2">
                  {`${entry.lng} needs the forms ${entry.plural.forms.map((form) => form.form).join(', ')}; each may spell out its number instead of {{count}}.`}
                </Typography>
                <Box component="ul" sx={{ m: 0, pl: 2 }}>
                  {entry.plural.forms.map((form) => (
                    <li key={form.key}>
                      <Typography variant="body2">
                        <Box component="span" sx={code}>
                          {form.key}
                        </Box>
                        {`: ${form.value ?? '(missing)'}`}
                      </Typography>
                    </li>
                  ))}
                </Box>
              </Part>
            )}
            {entry && entry.glossary.length > 0 && (
              <Part title="Glossary">
                <Box component="ul" sx={{ m: 0, pl: 2 }}>
                  {entry.glossary.map(({ term, note }) => (
                    <li key={term}>
                      <Typography variant="body2">
                        <strong>{term}</strong>
                        {`: ${note}`}
                      </Typography>
                    </li>
                  ))}
                </Box>
              </Part>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!entry || saving}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
