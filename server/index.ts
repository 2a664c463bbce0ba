/**
 * The production server, compiled to dist/node/server.js by the build and run by `npm start`:
 * serves the built site on HOST:PORT (127.0.0.1:4173 by default), and the metrics on
 * METRICS_HOST:METRICS_PORT when METRICS_PORT is set.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readSiteConfig } from '../src/config/siteConfig';
import { createApp } from './app';
import { readRateLimitStore } from './chat/redisRateLimit';
import { readShutdownGraceMs, startServer, type RunningServer } from './httpServer';
import { createLogger } from './observability/logger';
import { createMetrics } from './observability/metrics';
import { metricsApp } from './observability/metricsApp';

// The same .env that Vite reads at build time configures the server.
if (existsSync('.env')) process.loadEnvFile('.env');

const log = createLogger(process.env);
const fail = (message: string): never => {
  log.fatal({ event: 'start' }, message);
  process.exit(1);
};

const clientDir = resolve('dist/client');
if (!existsSync(join(clientDir, 'index.html'))) {
  fail('No build found in dist/client: run npm run build first.');
}

/** `METRICS_PORT` empty: no metrics endpoint at all. */
function readMetricsPort(env: Record<string, string | undefined>): number | null {
  const value = env.METRICS_PORT?.trim();
  if (!value) return null;
  if (!/^\d+$/.test(value)) throw new Error(`METRICS_PORT must be a port number, not "${value}"`);
  return Number(value);
}

const port = Number(process.env.PORT ?? 4173);
const hostname = process.env.HOST ?? '127.0.0.1';
const metrics = createMetrics();
const stopping = new AbortController();

/** Every setting read once; a wrong one stops the start with one clear line. */
function configure() {
  const graceMs = readShutdownGraceMs(process.env);
  const metricsPort = readMetricsPort(process.env);
  const rateLimitStore = readRateLimitStore(process.env, {
    log,
    onFallback: () => metrics.redisFallbacks.inc(),
  });
  const app = createApp({
    clientDir,
    site: readSiteConfig(process.env),
    env: process.env,
    localesDir: resolve('locales'),
    rateLimitStore,
    log,
    metrics,
    stop: stopping.signal,
    graceMs,
  });
  return { graceMs, metricsPort, rateLimitStore, app };
}

let configured: ReturnType<typeof configure>;
try {
  configured = configure();
} catch (error) {
  configured = fail(error instanceof Error ? error.message : String(error));
}
const { graceMs, metricsPort, rateLimitStore, app } = configured;

// Serve once the shared rate limit counts (or, with Redis down, without waiting for it).
await rateLimitStore.ready?.();
const running = await startServer(app, { port, hostname });
const metricsHost = process.env.METRICS_HOST?.trim() || '127.0.0.1';
const metricsServer: RunningServer | null =
  metricsPort === null
    ? null
    : await startServer(metricsApp(metrics), { port: metricsPort, hostname: metricsHost });
log.info(
  {
    event: 'start',
    url: `http://${hostname}:${running.port}`,
    metrics: metricsServer ? `http://${metricsHost}:${metricsServer.port}/metrics` : null,
    redis: rateLimitStore.state?.() ?? 'not configured',
    graceMs,
  },
  `Site ready at http://${hostname}:${running.port}`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // A second signal while stopping: the operator wants it gone now.
    if (stopping.signal.aborted) {
      log.warn({ event: 'shutdown', signal }, 'second signal: exiting now');
      process.exit(1);
    }
    const started = Date.now();
    log.info({ event: 'shutdown', signal, graceMs }, 'stopping: no new connections');
    // /readyz now answers 503, and chat requests waiting on the LLM answer from the site's copy.
    stopping.abort();
    void Promise.all([running.stop(graceMs), metricsServer?.stop(0)])
      .then(() => rateLimitStore.close())
      .finally(() => {
        log.info({ event: 'shutdown', ms: Date.now() - started }, 'stopped');
        process.exit(0);
      });
  });
}
