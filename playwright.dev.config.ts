import { defineConfig } from '@playwright/test';
import { devLocalesCopy, devPort } from './e2e/dev/devServer';
import production from './playwright.config';

/**
 * End-to-end tests of what only `npm run dev` has (the translator editor), against Vite's dev
 * server on a copy of locales/. The browser settings are the production suite's.
 * `npm run test:e2e:dev`; part of `npm test`.
 */
export default defineConfig({
  ...production,
  testDir: 'e2e/dev',
  testIgnore: undefined,
  // The tests edit the same files: one after the other.
  fullyParallel: false,
  workers: 1,
  use: { ...production.use, baseURL: `http://127.0.0.1:${devPort}` },
  globalSetup: './e2e/dev/warmUp.ts',
  // The dev server compiles modules on request: on a busy machine a page takes seconds more
  // than the built one to show its states.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  webServer: {
    command: 'tsx scripts/dev-e2e-server.ts',
    env: { PORT: String(devPort), HOST: '127.0.0.1', DEV_LOCALES_DIR: devLocalesCopy },
    url: `http://127.0.0.1:${devPort}/`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
