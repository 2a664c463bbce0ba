import { Hono } from 'hono';
import type { Metrics } from './metrics';

/**
 * `GET /metrics` in the Prometheus text format. Served on its own port (`METRICS_PORT`,
 * server/index.ts), never on the site's: what the server counts is for the operator's scraper.
 */
export function metricsApp(metrics: Metrics): Hono {
  const app = new Hono();
  app.get('/metrics', async (c) =>
    c.body(await metrics.registry.metrics(), 200, {
      'Content-Type': metrics.registry.contentType,
      'Cache-Control': 'no-store',
    }),
  );
  return app;
}
