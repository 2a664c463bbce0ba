/**
 * The production server, compiled to dist/node/server.js by the build and run by `npm start`:
 * serves the built site on HOST:PORT (127.0.0.1:4173 by default).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readSiteConfig } from '../src/config/siteConfig';
import { createApp } from './app';
import { readRateLimitStore } from './chat/redisRateLimit';
import { readShutdownGraceMs, startServer } from './httpServer';

// The same .env that Vite reads at build time configures the server.
if (existsSync('.env')) process.loadEnvFile('.env');

const clientDir = resolve('dist/client');
if (!existsSync(join(clientDir, 'index.html'))) {
  console.error('No build found in dist/client: run npm run build first.');
  process.exit(1);
}

const port = Number(process.env.PORT ?? 4173);
const hostname = process.env.HOST ?? '127.0.0.1';
const graceMs = readShutdownGraceMs(process.env);
const rateLimitStore = readRateLimitStore(process.env);
const app = createApp({
  clientDir,
  site: readSiteConfig(process.env),
  localesDir: resolve('locales'),
  rateLimitStore,
});

// Serve once the shared rate limit counts (or, with Redis down, without waiting long for it).
await rateLimitStore.ready?.();
const running = await startServer(app, { port, hostname });
console.log(`Site ready at http://${hostname}:${running.port}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // A second signal while stopping: the operator wants it gone now.
    if (stopping) process.exit(1);
    stopping = true;
    void running
      .stop(graceMs)
      .then(() => rateLimitStore.close())
      .finally(() => process.exit(0));
  });
}
