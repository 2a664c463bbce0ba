import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { fetchTexts } from './api';
import { pageLanguage, visibleTexts } from './domTexts';
import type { NamespaceTexts, TextRef } from './protocol';
import type { TextIndex } from './textIndex';

interface Props {
  id: string;
  index: TextIndex;
  /** Changes after each save, to read the files again. */
  revision: number;
  onEdit: (ref: TextRef) => void;
}

/** Namespaces every page uses: the shell's texts and the chat window's. */
const sharedNamespaces = ['common', 'chat'];

/**
 * The texts of the page's files that it does not show right now, to edit them all the same:
 * the browser tab's title and the search description (`meta`), alt texts and aria-labels,
 * closed menus, toasts, the chat window. A text counts as shown when one of the texts its key
 * rendered is on the page and visible.
 */
export function HiddenTextsPanel({ id, index, revision, onEdit }: Props) {
  const [files, setFiles] = useState<NamespaceTexts[] | null>(null);
  const [error, setError] = useState('');
  const [filter, setFilter] = useState('');
  const lng = pageLanguage();

  // Read again after each save (`revision`): the page may show other texts by then.
  useEffect(() => {
    let live = true;
    const texts = visibleTexts();
    const shown = (ref: TextRef) => [...index.textsOf(ref)].some((text) => texts.has(text));
    const pageNamespaces = index
      .refs(lng)
      .filter(shown)
      .map((ref) => ref.ns);
    const namespaces = [...new Set([...pageNamespaces, ...sharedNamespaces])];
    Promise.all(namespaces.map((ns) => fetchTexts(lng, ns)))
      .then((result) => {
        if (!live) return;
        setFiles(
          result.map((file) => ({
            ...file,
            texts: file.texts.filter(({ key }) => !shown({ lng, ns: file.ns, key })),
          })),
        );
      })
      .catch((reason: Error) => live && setError(reason.message));
    return () => {
      live = false;
    };
  }, [index, lng, revision]);

  const needle = filter.trim().toLowerCase();
  const groups = (files ?? []).map(({ ns, texts }) => ({
    ns,
    texts: texts.filter(
      ({ key, value }) => !needle || `${key} ${value}`.toLowerCase().includes(needle),
    ),
  }));

  return (
    <section id={id} aria-label="Texts not visible right now">
      <TextField
        label="Filter by key or text"
        size="small"
        fullWidth
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        sx={{ my: 1 }}
      />
      {error && <Typography color="error">{error}</Typography>}
      {!files && !error && <Typography variant="body2">Reading the files…</Typography>}
      <List dense sx={{ maxHeight: '45vh', overflow: 'auto' }}>
        {groups.map(({ ns, texts }) => (
          <li key={ns}>
            <ul style={{ padding: 0 }}>
              <ListSubheader sx={{ fontFamily: 'monospace' }}>
                {`locales/${lng}/${ns}.json (${texts.length})`}
              </ListSubheader>
              {texts.map(({ key, value }) => (
                <ListItemButton key={key} onClick={() => onEdit({ lng, ns, key })}>
                  <ListItemText
                    primary={key}
                    secondary={value.length > 90 ? `${value.slice(0, 90)}…` : value}
                    slotProps={{ primary: { sx: { fontFamily: 'monospace', fontSize: 13 } } }}
                  />
                </ListItemButton>
              ))}
            </ul>
          </li>
        ))}
      </List>
    </section>
  );
}
