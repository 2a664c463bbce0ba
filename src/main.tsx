import './fonts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/AppProviders';
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { createEmotionCache } from './app/emotionCache';
import { createRouteObjects } from './app/routeObjects';

/**
 * The application: every page rendered by one React root with the router. It runs only in
 * `npm run dev`, where the translator editor needs it (vite.config.ts's `applicationInDevOnly`
 * gives the build the typeface alone); built pages boot as islands (docs/performance.md).
 * Vite's dev server sends an empty root, so the page is rendered, not hydrated.
 */

/** The first URL's lazy routes load before the first render, so it is the page, not a blank. */
async function resolveInitialLazyRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

async function start() {
  // `?pseudo` shows the page in the pseudo-locale, longer and marked, to find text outside the
  // locale files and layouts that break with longer languages.
  if (new URLSearchParams(window.location.search).has('pseudo')) {
    const [{ pseudoBundle }, { transformBundles }] = await Promise.all([
      import('./i18n/pseudo/pseudoLocalize'),
      import('./i18n/resources'),
    ]);
    transformBundles(pseudoBundle);
  }
  const routes = createRouteObjects();
  await resolveInitialLazyRoutes(routes);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from the page');
  createRoot(root).render(
    <StrictMode>
      <AppProviders emotionCache={createEmotionCache()}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
