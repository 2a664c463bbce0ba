import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { devLocaleErrors } from './scripts/devLocaleErrors.ts';
import { hiddenSections } from './scripts/hiddenSections.ts';
import { islandsBoundary } from './scripts/islandsBoundary.ts';
import { localeModules } from './scripts/localeModules.ts';
import { translatorEditor } from './scripts/translatorEditor/plugin.ts';
import { devChatApi } from './server/devChatApi.ts';

/** In development the page is rendered in the browser, so the prerender slots are emptied. */
const devTemplate: Plugin = {
  name: 'dev-template',
  apply: 'serve',
  transformIndexHtml: (html) =>
    html.replace('<!--app-lang-->', 'en').replace(/<!--app-[a-z]+-->/g, ''),
};

/**
 * A build has no application: every page boots as islands (docs/performance.md), so the
 * template's entry is the typeface alone, whose stylesheet the prerenderer inlines. The
 * application (src/main.tsx) renders the pages in `npm run dev`, where the translator editor
 * needs it.
 */
const applicationInDevOnly: Plugin = {
  name: 'application-in-dev-only',
  apply: 'build',
  transformIndexHtml: {
    order: 'pre',
    handler: (html) => {
      const app = '<script type="module" src="/src/main.tsx"></script>';
      if (!html.includes(app)) throw new Error(`index.html: no ${app} to replace`);
      return html.replace(app, '<script type="module" src="/src/fonts.ts"></script>');
    },
  },
};

/** Modules of the named packages, whichever way the platform writes paths. */
function packages(...names: string[]): RegExp {
  const alternatives = names.map((name) => name.replace('/', '[\\\\/]')).join('|');
  return new RegExp(`node_modules[\\\\/](${alternatives})[\\\\/]`);
}

/**
 * Libraries in chunks of their own: every island that uses one loads the same file, cached from
 * page to page, and an island's chunk holds its own code. Listed in the order they capture
 * modules: a group also takes the dependencies of what it captures unless an earlier group has
 * them.
 */
const chunkGroups = [
  // Vite's helper for dynamic imports, which the application and the islands script share.
  { name: 'preload', test: /vite[\\/]preload-helper/ },
  // The design tokens, which the islands script reads too (the notifications' overlay
  // variable): alone, or the bundler would merge them with whatever else the application
  // shares with it, and the islands would load that.
  { name: 'tokens', test: /src[\\/]theme[\\/]tokens\.ts$/ },
  { name: 'react', test: packages('react') },
  { name: 'react-dom', test: packages('react-dom', 'scheduler') },
  {
    name: 'emotion',
    test: packages('@emotion', 'stylis', 'hoist-non-react-statics', 'react-is', '@babel/runtime'),
  },
  {
    name: 'mui-system',
    test: packages(
      '@mui/system',
      '@mui/utils',
      '@mui/styled-engine',
      '@mui/private-theming',
      'clsx',
    ),
  },
  {
    name: 'i18n',
    test: packages(
      'i18next',
      'react-i18next',
      'i18next-browser-languagedetector',
      'void-elements',
      'html-parse-stringify',
    ),
  },
  {
    name: 'router',
    test: packages('react-router', 'react-router-dom', 'cookie', 'set-cookie-parser'),
  },
  // The section blocks (docs/components.md) that islands render: one chunk rather than a dozen
  // small ones, each of which would cost its own request and compress worse on its
  // own. Only the blocks themselves: the MUI parts they use stay where the islands find them
  // without loading the blocks (static bands of a page that boots as islands ship no code).
  {
    name: 'sections',
    // Not the reveal and its sxList helper: islands use them too (the testimonials). Nor the
    // band itself and its heading: the Germany check's islands are whole bands.
    test: /src[\\/](components[\\/]sections[\\/](?!Section(Heading)?\.tsx)|lib[\\/]contentLists)/,
    includeDependenciesRecursively: false,
  },
].map((group, index, all) => ({ ...group, priority: all.length - index }));

/** The script a page that boots as islands loads instead of the application. */
const islandsScript = 'src/islands/client.ts';

const logicTests = ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'src/shared/**/*.test.ts'];

export default defineConfig({
  plugins: [
    react(),
    devTemplate,
    applicationInDevOnly,
    localeModules(),
    hiddenSections(),
    devLocaleErrors(),
    devChatApi(),
    translatorEditor(),
    islandsBoundary(islandsScript),
  ],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // scripts/prerender.ts reads it to preload each page's own chunks.
    manifest: true,
    // Fonts stay files: cached once, and the CSP needs no data: fonts.
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
    rolldownOptions: {
      // The template (its entry is the typeface in a build: applicationInDevOnly above) and the
      // islands script every page loads; scripts/modulePreloads.ts names both by these paths.
      input: ['index.html', islandsScript],
      output: { codeSplitting: { groups: chunkGroups } },
    },
  },
  ssr: { noExternal: true },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    projects: [
      // Pure logic that mocks no module: one module graph per worker instead of one per file.
      // Each chat test file would otherwise load the knowledge again (55 s against 9 s for the
      // walk-through readings alone). ESLint forbids vi.mock here, which would need isolation.
      {
        extends: true,
        test: { name: 'logic', include: logicTests, isolate: false, environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'ui', include: ['src/**/*.test.{ts,tsx}'], exclude: logicTests },
      },
    ],
  },
});
