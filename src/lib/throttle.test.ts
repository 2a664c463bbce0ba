import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle';

describe('throttle', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('runs the first call at once and at most one more per wait', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 66);
    throttled();
    expect(fn).toHaveBeenCalledTimes(1);
    for (let t = 0; t < 65; t += 5) {
      throttled();
      vi.advanceTimersByTime(5);
    }
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('runs once more after the wait when calls came in during it, never for nothing', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 66);
    throttled();
    throttled();
    vi.advanceTimersByTime(66);
    expect(fn).toHaveBeenCalledTimes(2);
    // No call in the second window: nothing more runs, and the next call runs at once.
    vi.advanceTimersByTime(200);
    expect(fn).toHaveBeenCalledTimes(2);
    throttled();
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('keeps a steady stream of calls to one run per 66 ms', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 66);
    // A scroll event every 10 ms for one second.
    for (let t = 0; t < 1000; t += 10) {
      throttled();
      vi.advanceTimersByTime(10);
    }
    expect(fn.mock.calls.length).toBe(Math.ceil(1000 / 66));
  });

  it('cancel drops a pending run', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 66);
    throttled();
    throttled();
    throttled.cancel();
    vi.advanceTimersByTime(200);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
