import { createHash, randomUUID } from 'node:crypto';
import { createClient } from '@redis/client';
import { createMemoryRateLimitStore, type RateLimitStore } from './rateLimit';

/**
 * The same sliding window as the memory store, in one sorted set per client, run atomically in
 * Redis: drop hits older than the window, refuse when `limit` remain (answering the milliseconds
 * until the oldest leaves), else record this hit. Redis's clock times every hit, so instances
 * with drifting clocks still share one window, and the key expires one window after its last
 * counted hit: an address is kept for one minute, as the privacy policy says.
 */
const slidingWindow = `
local now = redis.call('TIME')
now = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return math.max(1, tonumber(oldest[2]) + window - now)
end
redis.call('ZADD', KEYS[1], now, ARGV[3])
redis.call('PEXPIRE', KEYS[1], window)
return 0`;
/** How long a connection attempt may take, and how long a starting server waits for the first. */
const connectTimeoutMs = 5_000;

const slidingWindowSha = createHash('sha1').update(slidingWindow).digest('hex');

export interface RedisRateLimitOptions {
  /** Where counts go while Redis cannot answer. */
  fallback?: RateLimitStore;
  /** How long a hit may wait for Redis before the fallback answers it. */
  timeoutMs?: number;
  log?: Pick<Console, 'warn' | 'info'>;
}

/**
 * Counts in Redis at `url`, shared by every instance. While Redis is unreachable or slow each
 * instance counts in its own memory instead (a client then gets up to 20 a minute per
 * instance), logs that once per outage and never fails a request because of it.
 */
export function createRedisRateLimitStore(
  url: string,
  {
    fallback = createMemoryRateLimitStore(),
    timeoutMs = 500,
    log = console,
  }: RedisRateLimitOptions = {},
): RateLimitStore {
  const client = createClient({
    url,
    // Fail at once while disconnected instead of queueing behind the reconnection.
    disableOfflineQueue: true,
    commandOptions: { timeout: timeoutMs },
    socket: {
      connectTimeout: connectTimeoutMs,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 5_000),
    },
  });
  let fallingBack = false;
  const fallBack = (reason: string) => {
    if (fallingBack) return;
    fallingBack = true;
    log.warn(
      `chat rate limit: Redis unavailable (${reason}); counting in this instance's memory until it is back`,
    );
  };
  // Without a listener an 'error' event would end the process; the outage is logged once above.
  client.on('error', (error: unknown) =>
    fallBack(error instanceof Error ? error.message || error.name : String(error)),
  );
  client.on('ready', () => {
    if (!fallingBack) return;
    fallingBack = false;
    log.info('chat rate limit: Redis is back; counting there again');
  });
  // The first connection is retried by the reconnect strategy; requests fall back meanwhile.
  const connected = client.connect().then(
    () => undefined,
    (error: unknown) => fallBack(String(error)),
  );

  const run = async (key: string, limit: number, windowMs: number): Promise<number> => {
    const options = {
      keys: [`chat-rate:${key}`],
      arguments: [String(limit), String(windowMs), randomUUID()],
    };
    try {
      return Number(await client.evalSha(slidingWindowSha, options));
    } catch (error) {
      // Redis forgets scripts on restart: send it once more in full.
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
      return Number(await client.eval(slidingWindow, options));
    }
  };

  return {
    async hit(key, limit, windowMs, now) {
      if (client.isReady) {
        try {
          const waitMs = await run(key, limit, windowMs);
          return waitMs === 0
            ? { allowed: true }
            : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
        } catch (error) {
          fallBack(error instanceof Error ? error.message || error.name : String(error));
        }
      } else {
        fallBack('not connected');
      }
      return fallback.hit(key, limit, windowMs, now);
    },
    ready: () =>
      Promise.race([
        connected,
        new Promise<void>((resolve) => setTimeout(resolve, connectTimeoutMs).unref()),
      ]),
    async close() {
      await fallback.close();
      // Nothing is worth waiting for: an unanswered hit was already counted in memory.
      if (client.isOpen) client.destroy();
    },
  };
}

/** Redis when `REDIS_URL` names one, else this process's memory. */
export function readRateLimitStore(env: Record<string, string | undefined>): RateLimitStore {
  const url = env.REDIS_URL?.trim();
  return url ? createRedisRateLimitStore(url) : createMemoryRateLimitStore();
}
