import type { MiddlewareHandler } from 'hono';
import type { RequestIdVariables } from 'hono/request-id';
import { addressNetwork, type Logger } from './logger';
import { routeOf, type Metrics } from './metrics';

/** What every handler of the app may read: the request's id and a logger that names it. */
export type AppEnv = { Variables: RequestIdVariables & { log?: Logger } };

const methods = new Set(['GET', 'HEAD', 'POST', 'OPTIONS', 'PUT', 'DELETE', 'PATCH']);

/** At most this much of a path goes into a log line: a 16 KB URL is not worth 16 KB a line. */
const maxLoggedPath = 256;

/** The path of a request URL without its query, which may hold what a visitor typed. */
function pathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const end = url.indexOf('?', start);
  return (end === -1 ? url.slice(start) : url.slice(start, end)).slice(0, maxLoggedPath);
}

/**
 * One JSON line per request once it is answered: time, request id (Hono's `requestId()` runs
 * first: X-Request-Id taken from a proxy that sets one or made here, and sent back), method, path without query, status,
 * duration and the client's network (never its address). Handlers log through `c.get('log')`,
 * which carries the same id. Counts the request in `metrics` by route and status.
 */
export function requestLog({
  log,
  metrics,
  clientOf,
}: {
  log: Logger;
  metrics: Metrics;
  /** The client's address as the rate limit sees it (through trusted proxies). */
  clientOf: (c: Parameters<MiddlewareHandler>[0]) => string | undefined;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestLog = log.child({ reqId: c.get('requestId') });
    c.set('log', requestLog);
    await next();
    const path = pathOf(c.req.url);
    const method = methods.has(c.req.method) ? c.req.method : 'other';
    const status = c.res.status;
    metrics.requests.inc({ route: routeOf(path), method, status: String(status) });
    requestLog.info(
      {
        event: 'request',
        method,
        path,
        status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        client: addressNetwork(clientOf(c)),
      },
      'request',
    );
  };
}
