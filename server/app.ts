import { Hono } from 'hono';
import type { SiteConfig } from '../src/config/siteConfig';
import { createApi } from './api';
import { securityHeaders } from './securityHeaders';
import { staticSite } from './staticSite';

export interface AppOptions {
  clientDir: string;
  site: SiteConfig;
  /** Server environment for the chat API (CHAT_*); defaults to process.env. */
  env?: Record<string, string | undefined>;
}

/** The production server: the built site with security headers, and /api/chat. */
export function createApp({ clientDir, site, env }: AppOptions): Hono {
  const app = new Hono();
  const headers = securityHeaders(site);
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  });
  app.route('/', createApi({ site, env }));
  app.get('*', staticSite(clientDir));
  return app;
}
