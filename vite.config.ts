import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { devChatApi } from './server/devChatApi.ts';

/** In development the page is rendered in the browser, so the prerender slots are emptied. */
const devTemplate: Plugin = {
  name: 'dev-template',
  apply: 'serve',
  transformIndexHtml: (html) =>
    html.replace('<!--app-lang-->', 'en').replace(/<!--app-[a-z]+-->/g, ''),
};

export default defineConfig({
  plugins: [react(), devTemplate, devChatApi()],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // scripts/prerender.ts reads it to preload each page's own chunks.
    manifest: true,
    // Fonts stay files: cached once, and the CSP needs no data: fonts.
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Modules the entry shares with other chunks. Left in the entry chunk, they make
            // every chunk depend on it, and so on its stylesheet, which Vite would then add
            // to the page a second time on the first dynamic import.
            {
              name: 'shared-start',
              test: /vite[\\/]preload-helper|src[\\/]components[\\/]hydration[\\/]hydrationPhase/,
              priority: 10,
            },
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 8 },
            { name: 'react', test: /node_modules[\\/]react[\\/]/, priority: 9 },
            {
              name: 'emotion',
              test: /node_modules[\\/](@emotion|stylis|hoist-non-react-statics|react-is|@babel[\\/]runtime)[\\/]/,
              priority: 7,
            },
            {
              name: 'mui-system',
              test: /node_modules[\\/](@mui[\\/](system|utils|styled-engine|private-theming)|clsx)[\\/]/,
              priority: 6,
            },
            {
              name: 'i18n',
              test: /node_modules[\\/](i18next|react-i18next|i18next-browser-languagedetector|void-elements|html-parse-stringify)[\\/]/,
              priority: 5,
            },
            {
              name: 'router',
              test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
              priority: 4,
            },
          ],
        },
      },
    },
  },
  ssr: { noExternal: true },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
  },
});
