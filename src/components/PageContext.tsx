import { createContext, useContext, type ReactNode } from 'react';
import { siteDefaultLocale, type Locale } from '../i18n/locales';
import type { PageNamespace } from '../i18n/namespaces';

/**
 * The page being shown: its route, its language and its path. The router provides it while it
 * runs the page (the prerenderer, the single-page application); an island, which hydrates
 * without a router, gets it from the page's `#page-context` block. Components read it here
 * rather than from the router, so the same component renders in both.
 */
export interface PageInfo {
  routeId: PageNamespace | 'notFound';
  lng: Locale;
  /** The URL's path, without query or hash. */
  pathname: string;
}

const PageContext = createContext<PageInfo>({
  routeId: 'notFound',
  lng: siteDefaultLocale,
  pathname: '/',
});

export function PageProvider({ page, children }: { page: PageInfo; children: ReactNode }) {
  return <PageContext value={page}>{children}</PageContext>;
}

export function usePage(): PageInfo {
  return useContext(PageContext);
}
