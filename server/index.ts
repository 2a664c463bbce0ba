/**
 * `npm start`: serves the built site on HOST:PORT (127.0.0.1:4173 by default), building it
 * first when there is no build yet.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { readSiteConfig } from '../src/config/siteConfig';
import { createApp } from './app';

// The same .env that Vite reads at build time configures the server.
if (existsSync('.env')) process.loadEnvFile('.env');

const clientDir = resolve('dist/client');
if (!existsSync(join(clientDir, 'index.html'))) {
  console.log('No build found: running npm run build first.');
  execSync('npm run build', { stdio: 'inherit' });
}

const port = Number(process.env.PORT ?? 4173);
const hostname = process.env.HOST ?? '127.0.0.1';
const app = createApp({ clientDir, site: readSiteConfig(process.env) });

const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.log(`Site ready at http://${hostname}:${info.port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
