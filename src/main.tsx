import '@fontsource-variable/plus-jakarta-sans';
import createCache from '@emotion/cache';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { AppProviders, emotionKey } from './app/AppProviders';
import { createRouteObjects } from './app/routeObjects';
import { transformBundles } from './i18n/resources';

/**
 * Lazy routes of the first URL must be loaded before hydrating, or the first render
 * would differ from the prerendered HTML.
 */
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
  // Development only (the condition is false in a build, so the module is left out): `?pseudo`
  // shows the page in the pseudo-locale, longer and marked, to find text outside the locale
  // files and layouts that break with longer languages.
  if (import.meta.env.DEV && new URLSearchParams(window.location.search).has('pseudo')) {
    const { pseudoBundle } = await import('./i18n/pseudo/pseudoLocalize');
    transformBundles(pseudoBundle);
  }
  const routes = createRouteObjects();
  await resolveInitialLazyRoutes(routes);
  const router = createBrowserRouter(routes);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from the page');
  const app = (
    <StrictMode>
      <AppProviders emotionCache={createCache({ key: emotionKey })}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // Built pages arrive prerendered; Vite's dev server sends an empty root. Hydrating inside a
  // transition lets React pause between components, so the page never stops answering input
  // for long; the prerendered HTML is on screen meanwhile.
  if (root.hasChildNodes()) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

void start();
