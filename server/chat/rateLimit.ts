export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Where the chat rate limit counts requests. The in-memory store serves one process; several
 * instances behind a load balancer share Redis (`REDIS_URL`, server/chat/redisRateLimit.ts) so
 * a client's limit holds whichever instance answers.
 */
export interface RateLimitStore {
  /** Records a request by `key` and tells whether it is within `limit` per `windowMs`. */
  hit(key: string, limit: number, windowMs: number, now?: number): Promise<RateLimitResult>;
  /** Lets go of timers and connections when the server stops. */
  close(): Promise<void>;
  /** Resolves once the store counts where it should, or has given up waiting for that. */
  ready?(): Promise<void>;
  /** A shared store's health: `ok` while it counts there, `degraded` while memory answers. */
  state?(): 'ok' | 'degraded';
}

export interface MemoryRateLimitStore extends RateLimitStore {
  /** How many clients it remembers right now. */
  readonly size: number;
}

/**
 * Sliding window per key in this process's memory. A key is forgotten one window after its last
 * counted request, by a timer rather than by a later request: the privacy policy promises that
 * an address is kept for one minute.
 */
export function createMemoryRateLimitStore(): MemoryRateLimitStore {
  const entries = new Map<string, { times: number[]; expiry: NodeJS.Timeout }>();

  return {
    get size() {
      return entries.size;
    },
    hit(key, limit, windowMs, now = Date.now()) {
      const entry = entries.get(key);
      const recent = entry ? entry.times.filter((time) => now - time < windowMs) : [];
      if (entry && recent.length >= limit) {
        entry.times = recent;
        const oldest = recent[0] as number;
        return Promise.resolve({
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)),
        });
      }
      recent.push(now);
      if (entry) {
        entry.times = recent;
        entry.expiry.refresh();
      } else {
        const expiry = setTimeout(() => entries.delete(key), windowMs);
        // A pending expiry never keeps a stopping process alive.
        expiry.unref();
        entries.set(key, { times: recent, expiry });
      }
      return Promise.resolve({ allowed: true });
    },
    close() {
      for (const { expiry } of entries.values()) clearTimeout(expiry);
      entries.clear();
      return Promise.resolve();
    },
  };
}
