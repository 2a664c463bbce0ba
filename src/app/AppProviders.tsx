import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import ThemeProvider from '@mui/system/ThemeProvider';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { theme } from '../theme/theme';

/**
 * Providers shared by the browser and the prerenderer; the router goes inside. The theme comes
 * from @mui/system's ThemeProvider: @mui/material's also carries the CSS-variables provider,
 * which a theme without colour schemes never uses, into the first bundle.
 */
export function AppProviders({
  emotionCache,
  children,
}: {
  emotionCache: EmotionCache;
  children: ReactNode;
}) {
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
