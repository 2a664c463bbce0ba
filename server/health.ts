import { Hono } from 'hono';

/** What /readyz reports: whether this instance should get traffic, and its dependencies' state. */
export interface Readiness {
  /** True once the server has started stopping. */
  stopping(): boolean;
  /** `ok`: counting in Redis; `degraded`: Redis does not answer, memory counts; or none set. */
  redis(): 'ok' | 'degraded' | 'not configured';
  /** `failing`: the last call failed (the site's own engine answered instead). */
  llm(): 'configured' | 'failing' | 'not configured';
}

/**
 * `GET /healthz`, liveness: the process answers (a restart would help only if it did not).
 * `GET /readyz`, readiness, as JSON: 503 while stopping, so a load balancer sends no new
 * requests; 200 otherwise, also with Redis or the LLM failing, because the instance still answers
 * every request (counting in memory, answering from the site's copy) and the body says which.
 */
export function healthRoutes(readiness: Readiness): Hono {
  const routes = new Hono();
  const noStore = { 'Cache-Control': 'no-store' };
  routes.get('/healthz', (c) => c.text('ok', 200, noStore));
  routes.get('/readyz', (c) => {
    const stopping = readiness.stopping();
    return c.json(
      { status: stopping ? 'stopping' : 'ready', redis: readiness.redis(), llm: readiness.llm() },
      stopping ? 503 : 200,
      noStore,
    );
  });
  return routes;
}
