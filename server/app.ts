import { Hono } from 'hono';
import { etag, RETAINED_304_HEADERS } from 'hono/etag';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { SiteConfig } from '../src/config/siteConfig';
import { createApi } from './api';
import type { LlmHealth } from './chat/chatService';
import { clientAddress, readTrustedProxies } from './chat/clientAddress';
import { readLlmConfig } from './chat/llm';
import type { RateLimitStore } from './chat/rateLimit';
import { inlineScriptHashes } from './cspHashes';
import { healthRoutes } from './health';
import { createLogger, type Logger } from './observability/logger';
import { createMetrics, type Metrics } from './observability/metrics';
import { requestLog, type AppEnv } from './observability/requestLog';
import { securityHeaderOptions } from './securityHeaders';
import { serverError } from './serverError';
import { socketAddress } from './socketAddress';
import { loadSiteFiles } from './staticFiles';
import { staticSite } from './staticSite';

export interface AppOptions {
  clientDir: string;
  site: SiteConfig;
  /** Server environment for the chat API (CHAT_*); defaults to process.env. */
  env?: Record<string, string | undefined>;
  /** Folder of the locale bundles the chat answers from; defaults to the repository's. */
  localesDir?: string;
  /** Where the chat rate limit counts requests; defaults to this process's memory. */
  rateLimitStore?: RateLimitStore;
  /** JSON lines on stdout by default. */
  log?: Logger;
  metrics?: Metrics;
  /** Aborted when the server starts stopping: /readyz answers 503, pending LLM calls give way. */
  stop?: AbortSignal;
  /** SHUTDOWN_GRACE_MS, which the LLM timeout must stay below. */
  graceMs?: number;
}

/**
 * The production server: the built site (read once at startup) with security headers,
 * /api/chat, /healthz and /readyz for orchestrators, 405 for other methods on pages, and a
 * plain 500 for real faults. Every request leaves one JSON log line.
 */
export function createApp({
  clientDir,
  site,
  env = process.env,
  localesDir,
  rateLimitStore,
  log = createLogger(env),
  metrics = createMetrics(),
  stop,
  graceMs,
}: AppOptions): Hono<AppEnv> {
  const files = loadSiteFiles(clientDir);
  const trustedProxies = readTrustedProxies(env);
  const llmConfigured = readLlmConfig(env, graceMs) !== null;
  const llmHealth: LlmHealth = { failing: false };
  const app = new Hono<AppEnv>();
  app.use('*', requestId());
  app.use(
    '*',
    requestLog({
      log,
      metrics,
      clientOf: (c) =>
        clientAddress(c.req.header('x-forwarded-for'), socketAddress(c), trustedProxies),
    }),
  );
  app.use('*', secureHeaders(securityHeaderOptions(site, inlineScriptHashes(files.htmlTexts()))));
  app.route(
    '/',
    healthRoutes({
      stopping: () => stop?.aborted ?? false,
      redis: () => rateLimitStore?.state?.() ?? 'not configured',
      llm: () => (!llmConfigured ? 'not configured' : llmHealth.failing ? 'failing' : 'configured'),
    }),
  );
  app.route(
    '/',
    createApi({ site, env, localesDir, rateLimitStore, log, metrics, stop, graceMs, llmHealth }),
  );
  app.get(
    '*',
    etag({ retainedHeaders: [...RETAINED_304_HEADERS, 'last-modified'] }),
    staticSite(files),
  );
  app.all('*', (c) => c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' }));
  app.onError(serverError(log));
  return app;
}
