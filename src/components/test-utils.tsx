import { ThemeProvider } from '@mui/material/styles';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from '../i18n/i18n';
import { LocaleProvider } from '../i18n/LocaleContext';
import type { Locale } from '../i18n/locales';
import type { Namespace } from '../i18n/namespaces';
import { loadNamespaces } from '../i18n/resources';
import { theme } from '../theme/theme';

/** Renders with the theme, a router and the copy of `namespaces` in `lng` (for unit tests). */
export async function renderWithLocale(
  ui: ReactElement,
  {
    lng = 'en',
    namespaces = ['common'],
    ...options
  }: { lng?: Locale; namespaces?: Namespace[] } & Omit<RenderOptions, 'wrapper'> = {},
) {
  await loadNamespaces(lng, namespaces);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <LocaleProvider locale={lng}>{children}</LocaleProvider>
        </MemoryRouter>
      </ThemeProvider>
    </I18nextProvider>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}
