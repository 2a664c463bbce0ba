import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureLog } from '../testing/logLines';
import { findProgram, freePort, startRedis, type Spawned } from '../testing/serverProcess';
import { createRedisRateLimitStore, defaultRedisTimeoutMs } from './redisRateLimit';

/**
 * The shared rate limit against a real Redis that stalls: paused with SIGSTOP, a command gets
 * no answer at all, which is what a hung Redis or a dead network path looks like to a client.
 * (scaleOut.test.ts covers a Redis that stops; in CI redis-server is required there.)
 */
const redisServer = findProgram('redis-server');

describe.runIf(redisServer)('the Redis rate limit with a stalled Redis', () => {
  let redis: Spawned & { port: number };

  beforeAll(async () => {
    redis = await startRedis(redisServer ?? undefined);
  }, 30_000);

  afterAll(async () => {
    redis?.child.kill('SIGCONT');
    await redis?.stop('SIGKILL');
  });

  it('answers from memory within its deadline while Redis stalls, and logs each change once', async () => {
    const { log, lines } = captureLog();
    let fallbacks = 0;
    const store = createRedisRateLimitStore(`redis://127.0.0.1:${redis.port}`, {
      log,
      onFallback: () => (fallbacks += 1),
    });
    try {
      await store.ready?.();
      expect(await store.hit('a', 3, 60_000)).toEqual({ allowed: true });
      expect(store.state?.()).toBe('ok');

      redis.child.kill('SIGSTOP');
      const times: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const started = performance.now();
        expect(await store.hit('b', 3, 60_000)).toMatchObject({ allowed: i < 3 });
        times.push(performance.now() - started);
      }
      console.info(
        `Redis paused: hits answered in ${times.map((ms) => ms.toFixed(0)).join(', ')} ms`,
      );
      // The deadline, with room for a busy machine; without one a hit waits as long as Redis.
      expect(Math.max(...times)).toBeLessThan(defaultRedisTimeoutMs + 450);
      expect(store.state?.()).toBe('degraded');
      expect(fallbacks).toBe(5);

      redis.child.kill('SIGCONT');
      await vi.waitFor(
        async () => {
          await store.hit('c', 100, 60_000);
          expect(store.state?.()).toBe('ok');
        },
        { timeout: 10_000, interval: 100 },
      );
      const changes = lines().filter((line) => line.event === 'redis');
      expect(changes.map((line) => [line.level, line.state])).toEqual([
        ['warn', 'degraded'],
        ['info', 'ok'],
      ]);
    } finally {
      redis.child.kill('SIGCONT');
      await store.close();
    }
  }, 30_000);
});

describe('the Redis rate limit with nothing listening', () => {
  it('is ready at once and counts in memory, saying so once', async () => {
    const { log, lines } = captureLog();
    const store = createRedisRateLimitStore(`redis://127.0.0.1:${await freePort()}`, { log });
    try {
      const started = performance.now();
      await store.ready?.();
      const readyMs = performance.now() - started;
      console.info(`Redis unreachable: ready after ${readyMs.toFixed(0)} ms`);
      expect(readyMs).toBeLessThan(500);
      for (let i = 0; i < 3; i += 1) {
        expect(await store.hit('a', 2, 60_000)).toMatchObject({ allowed: i < 2 });
      }
      expect(store.state?.()).toBe('degraded');
      expect(lines().filter((line) => line.event === 'redis')).toHaveLength(1);
    } finally {
      await store.close();
    }
  });
});
