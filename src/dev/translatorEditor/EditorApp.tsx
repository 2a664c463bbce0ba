import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { i18n as I18n } from 'i18next';
import { useEffect, useId, useState } from 'react';
import { textAt } from './domTexts';
import { EditorDialog } from './EditorDialog';
import { HiddenTextsPanel } from './HiddenTextsPanel';
import { createHighlight } from './highlight';
import type { TextRef } from './protocol';
import type { TextIndex } from './textIndex';

interface Props {
  i18n: I18n;
  index: TextIndex;
  container: HTMLElement;
}

/**
 * The corner of `?edit`: marking on and off, the texts not visible right now, and the dialog.
 * Marking listens on the window in the capture phase, so an Alt+click on a link or a button
 * edits its text instead of following it.
 */
export function EditorApp({ i18n, index, container }: Props) {
  const [marking, setMarking] = useState(true);
  const [panelOpen, setPanelOpen] = useState(false);
  const [editing, setEditing] = useState<{ refs: TextRef[]; opened: number } | null>(null);
  const [saved, setSaved] = useState('');
  const [revision, setRevision] = useState(0);
  const panelId = useId();

  // Marking rests while the dialog is open: its outline would sit on top of the dialog.
  const marks = marking && editing === null;
  useEffect(() => {
    if (!marks) return;
    const highlight = createHighlight(container);
    const open = (refs: TextRef[]) => setEditing({ refs, opened: Date.now() });
    const onMove = (event: PointerEvent) => {
      const match = textAt(event.target, index, { x: event.clientX, y: event.clientY });
      if (match) highlight.show(match);
      else highlight.hide();
    };
    const onClick = (event: MouseEvent) => {
      if (!event.altKey) return;
      const match = textAt(event.target, index, { x: event.clientX, y: event.clientY });
      if (!match) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      open(match.refs);
    };
    // Alt+Enter on a focused link or button edits its text: the keyboard's Alt+click.
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || event.key !== 'Enter') return;
      const match = textAt(document.activeElement, index);
      if (!match) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      open(match.refs);
    };
    const onScroll = () => highlight.hide();
    window.addEventListener('pointermove', onMove, true);
    window.addEventListener('click', onClick, true);
    window.addEventListener('keydown', onKey, true);
    window.addEventListener('scroll', onScroll, true);
    return () => {
      window.removeEventListener('pointermove', onMove, true);
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener('scroll', onScroll, true);
      highlight.remove();
    };
  }, [marks, index, container]);

  const onSaved = (ref: TextRef, value: string, where: string) => {
    // Loaded namespaces only: a partial bundle would stop i18next loading the file later.
    if (i18n.hasResourceBundle(ref.lng, ref.ns)) i18n.addResource(ref.lng, ref.ns, ref.key, value);
    setSaved(`Saved ${where} › ${ref.key}`);
    setRevision((n) => n + 1);
  };

  return (
    <>
      <Paper
        component="aside"
        aria-label="Translator editor"
        elevation={6}
        sx={{
          position: 'fixed',
          left: 8,
          // Above the language offer, which takes the bottom-left corner.
          bottom: 176,
          zIndex: 2000,
          p: 1.5,
          width: panelOpen ? 'min(440px, calc(100vw - 16px))' : 'auto',
          maxWidth: 'calc(100vw - 16px)',
        }}
      >
        <FormControlLabel
          control={<Switch checked={marking} onChange={(_, on) => setMarking(on)} />}
          label="Mark texts (Alt+click to edit)"
        />
        <Button
          size="small"
          variant="outlined"
          aria-expanded={panelOpen}
          aria-controls={panelId}
          onClick={() => setPanelOpen((open) => !open)}
        >
          Texts not visible
        </Button>
        {panelOpen && (
          <HiddenTextsPanel
            id={panelId}
            index={index}
            revision={revision}
            onEdit={(ref) => setEditing({ refs: [ref], opened: Date.now() })}
          />
        )}
        <Typography role="status" variant="body2" sx={{ mt: saved ? 1 : 0 }}>
          {saved}
        </Typography>
      </Paper>
      {editing && (
        <EditorDialog
          key={editing.opened}
          refs={editing.refs}
          container={container}
          onClose={() => setEditing(null)}
          onSaved={onSaved}
        />
      )}
    </>
  );
}
