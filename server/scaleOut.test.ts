import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rateLimit } from './chat/route';
import {
  createDeployment,
  findProgram,
  startRedis,
  startServerProcess,
  type ServerProcess,
  type Spawned,
} from './testing/serverProcess';

/**
 * Two instances of the compiled server sharing one real Redis, as docs/deploy.md runs them:
 * one client gets 20 answers a minute in total, and both instances keep answering when
 * Redis goes away. In CI (`CI=true`, as .ci/run sets it) redis-server must be installed.
 */
const redisServer = findProgram('redis-server');
const inCi = process.env.CI === 'true';
if (!redisServer && !inCi) {
  console.warn(
    'server/scaleOut.test.ts skipped: redis-server is not installed (apt-get install redis-server). In CI it is required.',
  );
}

describe.runIf(!redisServer && inCi)('in CI', () => {
  it('has redis-server installed for the scale-out test', () => {
    expect(redisServer, 'redis-server is not on PATH: .ci/run installs it').not.toBeNull();
  });
});

describe.runIf(redisServer)('two instances sharing one Redis', () => {
  let deployment: Awaited<ReturnType<typeof createDeployment>>;
  let redis: Spawned & { port: number };
  let instances: ServerProcess[] = [];

  beforeAll(async () => {
    deployment = await createDeployment();
    redis = await startRedis(redisServer ?? undefined);
    // The sharing is tested here, not the deadline a stalled Redis meets (redisRateLimit.test.ts):
    // a loaded machine may take longer than the production deadline to answer.
    const env = { REDIS_URL: `redis://127.0.0.1:${redis.port}`, REDIS_TIMEOUT_MS: '5000' };
    instances = await Promise.all([
      startServerProcess(deployment, env),
      startServerProcess(deployment, env),
    ]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all([...instances.map((item) => item.stop('SIGKILL')), redis?.stop('SIGKILL')]);
    deployment?.remove();
  });

  const ask = async (instance: ServerProcess) => {
    const res = await fetch(`http://127.0.0.1:${instance.port}/api/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: 'Do I need to speak German?', locale: 'en' }),
    });
    await res.arrayBuffer();
    return res.status;
  };

  it('answers one client 20 times a minute in total across both, then refuses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < rateLimit.limit + 5; i += 1) {
      statuses.push(await ask(instances[i % 2] as ServerProcess));
    }
    const answered = statuses.filter((status) => status === 200).length;
    const refused = statuses.filter((status) => status === 429).length;
    console.info(`Redis shared: ${answered} answered, ${refused} refused of ${statuses.length}`);
    expect({ answered, refused }).toEqual({ answered: 20, refused: 5 });
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
  }, 60_000);

  it('keeps answering on both when Redis stops, and says so once in each log', async () => {
    const printedBefore = instances.map((instance) => instance.output().length);
    const { code } = await redis.stop('SIGTERM');
    expect(code).toBe(0);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push(await ask(instances[i % 2] as ServerProcess));
    console.info(`Redis stopped: statuses ${statuses.join(', ')}`);
    // Each instance now counts in its own memory, where this client has no requests yet.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    // Each log reaches the test through a pipe, possibly after the answers.
    await vi.waitFor(
      () =>
        instances.forEach((instance, i) => {
          const since = instance.output().slice(printedBefore[i]);
          expect(since.match(/Redis unavailable/g), since).toHaveLength(1);
        }),
      { timeout: 5_000 },
    );
    for (const instance of instances)
      expect(instance.output()).not.toMatch(/Internal Server Error|server: .* failed/);
  }, 60_000);
});
