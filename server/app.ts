import { Hono } from 'hono';
import type { SiteConfig } from '../src/config/siteConfig';
import { securityHeaders } from './securityHeaders';
import { staticSite } from './staticSite';

export interface AppOptions {
  clientDir: string;
  site: SiteConfig;
}

/** The production server: the built site with security headers (and, later, /api/chat). */
export function createApp({ clientDir, site }: AppOptions): Hono {
  const app = new Hono();
  const headers = securityHeaders(site);
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  });
  app.get('*', staticSite(clientDir));
  return app;
}
