import type { EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { createEmotionCache } from './app/emotionCache';
import { buildHead, renderHeadTags } from './app/head';
import { emotionKey, prerenderedStyleTags, type StyleChunk } from './app/prerenderedStyles';
import type { RouteHandle } from './app/routeHandle';
import { createRouteObjects } from './app/routeObjects';
import { pageStructuredData } from './app/structuredData/pageStructuredData';
import { pageContextId, islandIdPrefix } from './components/islands/attributes';
import {
  islandCollector,
  IslandRenderingProvider,
  type IslandDefinition,
  type IslandProps,
} from './components/islands/island';
import { IslandShell } from './components/islands/IslandShell';
import type { PageInfo } from './components/PageContext';
import { i18n } from './i18n/i18n';
import { isIslandName } from './islands/registry';

export type RenderResult =
  | {
      kind: 'page';
      status: number;
      html: string;
      head: string;
      styles: string;
      lang: string;
      /** The page-context block the islands script reads. */
      pageContext: string;
    }
  | { kind: 'redirect'; status: number; location: string };

const handler = createStaticHandler(createRouteObjects());

/**
 * Rules the render inserted that no element carries: a styled component wrapping another
 * passes its class down, and the inner one folds those styles into its own class. The
 * browser's Emotion computes the same outer classes while hydrating and inserts their rules
 * unless told they are there; shipping them costs a few bytes, inserting them costs the
 * phone a rule parser run and a style recalculation inside the hydration's commit.
 */
function composedStyles(cache: EmotionCache, critical: readonly StyleChunk[]): StyleChunk {
  const shipped = new Set(critical.flatMap(({ ids }) => ids));
  const composed = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => !shipped.has(entry[0]) && typeof entry[1] === 'string',
  );
  return {
    key: emotionKey,
    ids: composed.map(([id]) => id),
    css: composed.map(([, css]) => css).join(''),
  };
}

/** Renders one URL to HTML with its head tags and critical CSS (used by the prerenderer). */
export async function render(url: string): Promise<RenderResult> {
  const context = await handler.query(new Request(new URL(url, 'http://prerender.local')));
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('Location') ?? '/',
    };
  }
  const handle = context.matches
    .map((m) => m.route.handle as RouteHandle | undefined)
    .findLast(Boolean);
  if (!handle) throw new Error(`No page matched ${url}`);

  const cache = createEmotionCache();
  const emotion = createEmotionServer(cache);
  const router = createStaticRouter(handler.dataRoutes, context);
  const page: PageInfo = { ...handle, pathname: new URL(url, 'http://prerender.local').pathname };
  // Every page boots as islands (docs/performance.md).
  const islands = islandCollector(renderIsland(cache, page));
  const html = islands.fill(
    renderToString(
      <AppProviders emotionCache={cache}>
        <IslandRenderingProvider value={islands.renderer}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </IslandRenderingProvider>
      </AppProviders>,
    ),
  );
  const critical = emotion.extractCriticalToChunks(html).styles;
  const styles = prerenderedStyleTags([...critical, composedStyles(cache, critical)], emotionKey);
  const head = buildHead(handle, i18n);
  return {
    kind: 'page',
    status: handle.routeId === 'notFound' ? 404 : context.statusCode,
    html,
    head: renderHeadTags(head, pageStructuredData(handle, i18n)),
    styles,
    lang: head.lang,
    pageContext: pageContextTag(page),
  };
}

/**
 * Renders one island as the tree the browser hydrates (src/islands/hydrateIsland.tsx): the
 * same shell, the same id prefix. A name the islands script does not know fails the build.
 */
function renderIsland(cache: EmotionCache, page: PageInfo) {
  return ({ name, Component }: IslandDefinition, props: IslandProps, id: string) => {
    if (!isIslandName(name)) throw new Error(`Island "${name}" is not in src/islands/registry.ts`);
    return renderToString(
      <IslandShell cache={cache} page={page}>
        <Component {...props} />
      </IslandShell>,
      { identifierPrefix: islandIdPrefix(id) },
    );
  };
}

function pageContextTag(page: PageInfo): string {
  const json = JSON.stringify(page).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${pageContextId}">${json}</script>`;
}

export { renderRobots, renderSitemap } from './app/sitemap';
export { htmlFileFor, notFoundFileFor, siteUrls } from './i18n/urls';
export { locales } from './i18n/locales';
export { pathFor } from './i18n/paths';
