import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRateLimitStore } from './rateLimit';

afterEach(() => vi.useRealTimers());

describe('memory rate limit store', () => {
  it('allows `limit` hits per window and key, then tells when to retry', async () => {
    const store = createMemoryRateLimitStore();
    for (let i = 0; i < 3; i += 1) {
      expect(await store.hit('a', 3, 60_000, 1_000 + i)).toEqual({ allowed: true });
    }
    expect(await store.hit('a', 3, 60_000, 2_000)).toEqual({
      allowed: false,
      retryAfterSeconds: 59,
    });
    expect(await store.hit('b', 3, 60_000, 2_000)).toEqual({ allowed: true });
    expect(await store.hit('a', 3, 60_000, 61_001)).toEqual({ allowed: true });
    await store.close();
  });

  it('forgets an address one window after its last counted request, with no request to sweep it', async () => {
    vi.useFakeTimers();
    const store = createMemoryRateLimitStore();
    await store.hit('192.0.2.1', 20, 60_000);
    vi.advanceTimersByTime(30_000);
    await store.hit('192.0.2.1', 20, 60_000);
    await store.hit('192.0.2.2', 20, 60_000);
    vi.advanceTimersByTime(59_999);
    expect(store.size).toBe(2);
    vi.advanceTimersByTime(1);
    expect(store.size).toBe(0);
    await store.close();
  });

  it('lets go of every address when closed', async () => {
    const store = createMemoryRateLimitStore();
    await store.hit('192.0.2.1', 20, 60_000);
    await store.close();
    expect(store.size).toBe(0);
  });
});
