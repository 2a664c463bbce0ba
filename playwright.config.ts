import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// The same .env the build and the server read, so tests expect the configured addresses.
if (existsSync('.env')) process.loadEnvFile('.env');

const port = Number(process.env.E2E_PORT ?? 4199);
// Playwright cannot download its browser here: use the system Chromium when there is one.
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: 'e2e',
  // The development server's tests have their own configuration (playwright.dev.config.ts).
  testIgnore: 'dev/**',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // A test that passes only on a second try is a failing test.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 60_000,
  // A state may take longer to arrive on a loaded machine (the chat's code loads on the first
  // click; 94: one such wait ran out at the default 5 s while CI ran beside the tests): each
  // assertion still waits for a state, for up to 15 s, and a passing test waits no longer.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // No animations unless a test is about them: what the tests measure is the end state.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The production build, served the way `npm start` serves it.
    command: `node dist/node/server.js`,
    env: { PORT: String(port), HOST: '127.0.0.1' },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
