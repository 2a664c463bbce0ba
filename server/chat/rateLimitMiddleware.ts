import type { Context, MiddlewareHandler } from 'hono';
import type { RateLimitStore } from './rateLimit';

/**
 * Counts each request in `store` under `key(c)` and answers 429 with Retry-After and the API's
 * `{ error }` body once a client has made `limit` requests within `windowMs`.
 */
export function rateLimiter({
  store,
  key,
  limit,
  windowMs,
  onRefusal = () => {},
}: {
  store: RateLimitStore;
  key: (c: Context) => string;
  limit: number;
  windowMs: number;
  /** Called for each request refused (the metric of refusals). */
  onRefusal?: () => void;
}): MiddlewareHandler {
  return async (c, next) => {
    const result = await store.hit(key(c), limit, windowMs);
    if (!result.allowed) {
      onRefusal();
      c.header('Retry-After', String(result.retryAfterSeconds));
      return c.json({ error: 'Too many requests' }, 429);
    }
    await next();
  };
}
