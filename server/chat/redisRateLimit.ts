import { createHash, randomUUID } from 'node:crypto';
import { createClient } from '@redis/client';
import type { Logger } from '../observability/logger';
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
/** How long a connection attempt may take before the client retries. */
const connectTimeoutMs = 1_000;

/**
 * How long a hit waits for Redis before memory answers it (`REDIS_TIMEOUT_MS`): a stalled
 * Redis (a paused process, a `DEBUG SLEEP`, a saturated network) then costs each chat request
 * this much at most, instead of as long as the stall lasts.
 */
export const defaultRedisTimeoutMs = 50;

/**
 * While Redis is degraded, memory answers every hit and one hit at most per interval asks Redis
 * again: a stalled Redis is not sent a queue of commands that would all time out.
 */
const probeIntervalMs = 1_000;

const slidingWindowSha = createHash('sha1').update(slidingWindow).digest('hex');

export interface RedisRateLimitOptions {
  /** Where counts go while Redis cannot answer. */
  fallback?: RateLimitStore;
  /** How long a hit may wait for Redis before the fallback answers it. */
  timeoutMs?: number;
  log?: Pick<Logger, 'warn' | 'info'>;
  /** Called for each hit the fallback answers (the metric of Redis fallbacks). */
  onFallback?: () => void;
}

const reasonOf = (error: unknown) =>
  error instanceof Error ? error.message || error.name : String(error);

/** What running the script needs of the client. */
interface ScriptClient {
  evalSha(sha: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
}

/** How long the client must wait, per the sliding window script (0: allowed). */
async function run(client: ScriptClient, key: string, limit: number, windowMs: number) {
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
}

/** Redis's answer, or a rejection once `timeoutMs` has passed without one. */
function withDeadline<T>(answer: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    // Timers run before the event loop reads sockets: after a busy stretch longer than the
    // deadline, an answer already waiting is read first (setImmediate comes after the read).
    timer = setTimeout(
      () => setImmediate(() => reject(new Error(`no answer within ${timeoutMs} ms`))),
      timeoutMs,
    );
  });
  // A late answer or failure of a command given up on is nobody's to handle.
  answer.catch(() => {});
  return Promise.race([answer, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Whether Redis answers, as the store last saw: one log line when it stops and one when it is
 * back; while it is out, one hit every `probeIntervalMs` asks it again.
 */
function createHealth(log: NonNullable<RedisRateLimitOptions['log']>) {
  const health = {
    state: 'ok' as 'ok' | 'degraded',
    nextProbe: 0,
    probing: false,
    degrade(reason: string) {
      health.nextProbe = Date.now() + probeIntervalMs;
      if (health.state === 'degraded') return;
      health.state = 'degraded';
      log.warn(
        { event: 'redis', state: health.state, reason },
        "chat rate limit: Redis unavailable; counting in this instance's memory until it answers again",
      );
    },
    recover() {
      if (health.state === 'ok') return;
      health.state = 'ok';
      log.info(
        { event: 'redis', state: health.state },
        'chat rate limit: Redis answers again; counting there',
      );
    },
  };
  return health;
}

/**
 * Counts in Redis at `url`, shared by every instance. While Redis is unreachable or slower than
 * `timeoutMs` each instance counts in its own memory instead (a client then gets up to 20 a
 * minute per instance), logs one line when that starts and one when Redis is back, and never
 * fails or holds a request because of it.
 */
export function createRedisRateLimitStore(
  url: string,
  {
    fallback = createMemoryRateLimitStore(),
    timeoutMs = defaultRedisTimeoutMs,
    log = console,
    onFallback = () => {},
  }: RedisRateLimitOptions = {},
): RateLimitStore {
  const client = createClient({
    url,
    // Fail at once while disconnected instead of queueing behind the reconnection.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: connectTimeoutMs,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 5_000),
    },
  });
  const health = createHealth(log);
  const degrade = (reason: string) => health.degrade(reason);
  // Without a listener an 'error' event would end the process; the outage is logged once above.
  client.on('error', (error: unknown) => degrade(reasonOf(error)));
  // A connection that comes back is asked at once, not after the probe interval.
  client.on('ready', () => (health.nextProbe = 0));
  // Connecting starts with `ready()` (or the first hit), once the server is built: a connect
  // timer started before seconds of synchronous startup work would fire before the answer is
  // read. The first connection is retried by the reconnect strategy; requests fall back meanwhile.
  let connected: Promise<void> | undefined;
  const connect = () =>
    (connected ??= client.connect().then(
      () => undefined,
      (error: unknown) => degrade(reasonOf(error)),
    ));

  return {
    async hit(key, limit, windowMs, now) {
      void connect();
      const asksRedis =
        client.isReady &&
        (health.state === 'ok' || (!health.probing && Date.now() >= health.nextProbe));
      if (asksRedis) {
        if (health.state === 'degraded') health.probing = true;
        try {
          const waitMs = await withDeadline(run(client, key, limit, windowMs), timeoutMs);
          health.recover();
          return waitMs === 0
            ? { allowed: true }
            : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
        } catch (error) {
          degrade(reasonOf(error));
        } finally {
          health.probing = false;
        }
      } else if (!client.isReady) {
        degrade('not connected');
      }
      onFallback();
      return fallback.hit(key, limit, windowMs, now);
    },
    // A reachable Redis is connected within milliseconds; an unreachable one fails at once (or
    // after the connect timeout): the server starts either way without waiting for retries.
    ready: () =>
      Promise.race([
        connect(),
        new Promise<void>((resolve) => client.once('error', () => resolve())),
        new Promise<void>((resolve) => setTimeout(resolve, connectTimeoutMs).unref()),
      ]),
    state: () => (client.isReady ? health.state : 'degraded'),
    async close() {
      await fallback.close();
      // Nothing is worth waiting for: an unanswered hit was already counted in memory.
      if (client.isOpen) client.destroy();
    },
  };
}

/** `REDIS_TIMEOUT_MS`: milliseconds, more than 0. */
export function readRedisTimeoutMs(env: Record<string, string | undefined>): number {
  const value = env.REDIS_TIMEOUT_MS?.trim();
  if (!value) return defaultRedisTimeoutMs;
  if (!/^\d+$/.test(value) || Number(value) === 0) {
    throw new Error(`REDIS_TIMEOUT_MS must be milliseconds (more than 0), not "${value}"`);
  }
  return Number(value);
}

/** Redis when `REDIS_URL` names one, else this process's memory. */
export function readRateLimitStore(
  env: Record<string, string | undefined>,
  options: Omit<RedisRateLimitOptions, 'timeoutMs'> = {},
): RateLimitStore {
  // Read even without REDIS_URL: a wrong value is a deployment error either way.
  const timeoutMs = readRedisTimeoutMs(env);
  const url = env.REDIS_URL?.trim();
  return url
    ? createRedisRateLimitStore(url, { ...options, timeoutMs })
    : createMemoryRateLimitStore();
}
