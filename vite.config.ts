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
  },
  ssr: { noExternal: true },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
  },
});
