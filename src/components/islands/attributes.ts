/**
 * The attributes of an island's element, written by the prerenderer and read by the islands
 * script (src/islands/client.ts), which loads no React until an island hydrates.
 */
export const islandAttributes = {
  name: 'data-island',
  when: 'data-when',
  props: 'data-props',
  id: 'data-island-id',
  namespaces: 'data-namespaces',
} as const;

/**
 * When an island becomes interactive (docs/performance.md, the island map):
 * - `load`: as soon as the page's islands script runs, for what must answer at once;
 * - `idle`: once the page has loaded, on a task of its own;
 * - `visible`: as it comes within half a screen of the viewport;
 * - `interaction`: on the first pointer (a hover included), focus or key inside it, or when
 *   another part of the page wakes it (`wakeIsland`);
 * - `wake`: only when another part of the page wakes it: a band that is static for nearly every
 *   visitor and redraws itself in rare cases (the Germany check's figures in a new year).
 * Whatever its moment, an island a visitor reaches into hydrates at once, and a tap that
 * arrives before it has hydrated is given to it afterwards (src/islands/pendingInput.ts); a
 * `wake` island has nothing to tap, and is left alone.
 */
export type HydrateWhen = 'load' | 'idle' | 'visible' | 'interaction' | 'wake';
export const hydrateMoments: readonly HydrateWhen[] = [
  'load',
  'idle',
  'visible',
  'interaction',
  'wake',
];

/** The prefix of React's generated ids inside an island, the same on server and browser. */
export const islandIdPrefix = (id: string) => `${id}-`;

/** The JSON block that tells the islands script which page it runs on. */
export const pageContextId = 'page-context';

/**
 * An island is named by its module's path under src/: `app/header/Header` for
 * src/app/header/Header.island.tsx (src/islands/registry.ts finds its code by it).
 */
export const islandNameOf = (modulePath: string) =>
  modulePath.replace(/^(\.\.\/|src\/)/, '').replace(/\.island\.tsx$/, '');

/** The build manifest's key of an island's module. */
export const islandModuleKey = (name: string) => `src/${name}.island.tsx`;
