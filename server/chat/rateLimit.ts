export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Where the chat rate limit counts requests. The in-memory store serves one process; several
 * instances behind a load balancer share one store (for example Redis, see docs/deploy.md) so
 * a client's limit holds whichever instance answers.
 */
export interface RateLimitStore {
  /** Records a request by `key` and tells whether it is within `limit` per `windowMs`. */
  hit(key: string, limit: number, windowMs: number, now?: number): Promise<RateLimitResult>;
}

/** Sliding window per key in this process's memory; forgets idle keys once per window. */
export function createMemoryRateLimitStore(): RateLimitStore {
  const hits = new Map<string, number[]>();
  let lastSweep = 0;

  const sweep = (now: number, windowMs: number) => {
    if (now - lastSweep < windowMs) return;
    lastSweep = now;
    for (const [key, times] of hits) {
      if (!times.some((time) => now - time < windowMs)) hits.delete(key);
    }
  };

  return {
    hit(key, limit, windowMs, now = Date.now()) {
      sweep(now, windowMs);
      const recent = (hits.get(key) ?? []).filter((time) => now - time < windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        const oldest = recent[0] as number;
        return Promise.resolve({
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)),
        });
      }
      recent.push(now);
      hits.set(key, recent);
      return Promise.resolve({ allowed: true });
    },
  };
}
