import { CacheProvider, type EmotionCache } from '@emotion/react';
import ThemeProvider from '@mui/system/ThemeProvider';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../i18n/i18n';
import { LocaleProvider } from '../../i18n/LocaleContext';
import { theme } from '../../theme/theme';
import { PageProvider, type PageInfo } from '../PageContext';

/**
 * What an island's own React tree provides around it, in the prerenderer and in the browser
 * alike: the page's Emotion cache, the theme, the copy, the page and its language. The
 * page-wide baseline styles are the page's, prerendered once, not any island's.
 */
export function IslandShell({
  cache,
  page,
  children,
}: {
  cache: EmotionCache;
  page: PageInfo;
  children: ReactNode;
}) {
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <I18nextProvider i18n={i18n}>
          <PageProvider page={page}>
            <LocaleProvider locale={page.lng}>{children}</LocaleProvider>
          </PageProvider>
        </I18nextProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
