import { Hono } from 'hono';
import { etag, RETAINED_304_HEADERS } from 'hono/etag';
import { secureHeaders } from 'hono/secure-headers';
import type { SiteConfig } from '../src/config/siteConfig';
import { createApi } from './api';
import type { RateLimitStore } from './chat/rateLimit';
import { inlineScriptHashes } from './cspHashes';
import { securityHeaderOptions } from './securityHeaders';
import { serverError } from './serverError';
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
}

/**
 * The production server: the built site (read once at startup) with security headers,
 * /api/chat, /healthz for orchestrators, 405 for other methods on pages, and a plain 500 for
 * real faults.
 */
export function createApp({ clientDir, site, env, localesDir, rateLimitStore }: AppOptions): Hono {
  const files = loadSiteFiles(clientDir);
  const app = new Hono();
  app.use('*', secureHeaders(securityHeaderOptions(site, inlineScriptHashes(files.htmlTexts()))));
  app.get('/healthz', (c) => c.text('ok', 200, { 'Cache-Control': 'no-store' }));
  app.route('/', createApi({ site, env, localesDir, rateLimitStore }));
  app.get(
    '*',
    etag({ retainedHeaders: [...RETAINED_304_HEADERS, 'last-modified'] }),
    staticSite(files),
  );
  app.all('*', (c) => c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' }));
  app.onError(serverError);
  return app;
}
