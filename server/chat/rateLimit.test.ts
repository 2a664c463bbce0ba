import { describe, expect, it } from 'vitest';
import { createMemoryRateLimitStore } from './rateLimit';

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
  });
});
