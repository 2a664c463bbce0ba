import './fonts';
import type { RouteObject } from 'react-router-dom';
import { adoptPrerenderedStyles } from './app/prerenderedStyles';
import { beginHydrationPhase } from './components/hydration/hydrationPhase';

/**
 * Lazy routes of the first URL must be loaded before hydrating, or the first render
 * would differ from the prerendered HTML.
 */
async function resolveInitialLazyRoutes(
  routes: RouteObject[],
  matchRoutes: typeof import('./app/browserRouting').matchRoutes,
): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/**
 * A turn for the browser (to paint, to answer input) between two pieces of start-up work. A
 * message, like React's scheduler uses, not a timer: timers are throttled in background tabs.
 */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Evaluating the whole application at once is one long task that blocks input on a slow
 * phone. The build puts each library in a chunk of its own (vite.config.ts); imported one
 * after the other, with a turn for the browser in between, each library, then the providers
 * with the theme, then the routes with the layout run on their own. The boot script has
 * preloaded all of them, so the steps wait for no network.
 */
async function loadApplication() {
  const reactDom = await import('react-dom/client');
  // Modules of the library chunks that the application uses whole: a dynamic import keeps
  // every export of its module.
  for (const library of [
    () => import('@emotion/cache'),
    () => import('@mui/system/ThemeProvider'),
    () => import('i18next'),
  ]) {
    await yieldToBrowser();
    await library();
  }
  await yieldToBrowser();
  const providers = await import('./app/AppProviders');
  await yieldToBrowser();
  const router = await import('./app/browserRouting');
  await yieldToBrowser();
  const routing = await import('./app/routeObjects');
  await yieldToBrowser();
  // The page's first number formatter loads the language's number data, several milliseconds
  // on a phone; made here, on a turn of its own, that stays out of the hydration's renders.
  new Intl.NumberFormat(document.documentElement.lang).format(1);
  return { reactDom, providers, routing, router };
}

async function start() {
  const { reactDom, providers, routing, router } = await loadApplication();
  const [{ StrictMode, startTransition }, { createEmotionCache }] = await Promise.all([
    import('react'),
    import('./app/emotionCache'),
  ]);
  // Development only (the condition is false in a build, so the module is left out): `?pseudo`
  // shows the page in the pseudo-locale, longer and marked, to find text outside the locale
  // files and layouts that break with longer languages.
  if (import.meta.env.DEV && new URLSearchParams(window.location.search).has('pseudo')) {
    const [{ pseudoBundle }, { transformBundles }] = await Promise.all([
      import('./i18n/pseudo/pseudoLocalize'),
      import('./i18n/resources'),
    ]);
    transformBundles(pseudoBundle);
  }
  const routes = routing.createRouteObjects();
  await resolveInitialLazyRoutes(routes, router.matchRoutes);
  await yieldToBrowser();
  const browserRouter = router.createBrowserRouter(routes);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from the page');
  const { AppProviders } = providers;
  const emotionCache = createEmotionCache();
  adoptPrerenderedStyles(emotionCache);
  const app = (
    <StrictMode>
      <AppProviders emotionCache={emotionCache}>
        <router.RouterProvider router={browserRouter} />
      </AppProviders>
    </StrictMode>
  );
  // Built pages arrive prerendered; Vite's dev server sends an empty root. Hydrating inside a
  // transition lets React pause between components, so the page never stops answering input
  // for long; the prerendered HTML is on screen meanwhile.
  if (root.hasChildNodes()) {
    beginHydrationPhase();
    startTransition(() => void reactDom.hydrateRoot(root, app));
  } else reactDom.createRoot(root).render(app);
}

void start();
