/**
 * The production server, compiled to dist/node/server.js by the build and run by `npm start`:
 * serves the built site on HOST:PORT (127.0.0.1:4173 by default).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readSiteConfig } from '../src/config/siteConfig';
import { createApp } from './app';
import { startServer } from './httpServer';

// The same .env that Vite reads at build time configures the server.
if (existsSync('.env')) process.loadEnvFile('.env');

const clientDir = resolve('dist/client');
if (!existsSync(join(clientDir, 'index.html'))) {
  console.error('No build found in dist/client: run npm run build first.');
  process.exit(1);
}

const port = Number(process.env.PORT ?? 4173);
const hostname = process.env.HOST ?? '127.0.0.1';
const app = createApp({
  clientDir,
  site: readSiteConfig(process.env),
  localesDir: resolve('locales'),
});

const { server } = await startServer(app, { port, hostname });
console.log(`Site ready at http://${hostname}:${port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
