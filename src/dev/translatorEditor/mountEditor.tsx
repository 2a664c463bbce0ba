import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { editorRootAttribute } from './domTexts';
import { EditorApp } from './EditorApp';
import type { TextIndex } from './textIndex';

/** A focus ring no one can miss on every button and switch of the editor. */
const editorTheme = createTheme({
  components: {
    MuiButtonBase: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outline: '3px solid #b3261e', outlineOffset: 2 } },
      },
    },
  },
});

/** The editor's own React root, beside the site's, so the site's tree stays as it is. */
export function mountEditor(i18n: I18n, index: TextIndex): void {
  const container = document.createElement('div');
  container.setAttribute(editorRootAttribute, '');
  document.body.append(container);
  createRoot(container).render(
    <StrictMode>
      <ThemeProvider theme={editorTheme}>
        <EditorApp i18n={i18n} index={index} container={container} />
      </ThemeProvider>
    </StrictMode>,
  );
}
