import { useLayoutEffect, useState, type RefObject } from 'react';
import { prefersReducedMotion } from '../../lib/reducedMotion';

export const countUpDefaults = { durationMs: 2000, delayPerIndexMs: 150, threshold: 0.2 } as const;

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * A number that counts from 0 to `target` once, when `ref` first scrolls into view
 * (2000 ms ease-out after `delayMs`). The server and the first client render show the
 * target, so crawlers and visitors without JavaScript see the real figure.
 */
export function useCountUp(
  ref: RefObject<HTMLElement | null>,
  target: number,
  {
    durationMs = countUpDefaults.durationMs,
    delayMs = 0,
    threshold = countUpDefaults.threshold,
  } = {},
): number {
  const [value, setValue] = useState(target);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) {
      setValue(target);
      return;
    }
    setValue(0);
    let frame = 0;
    let start: number | null = null;
    const tick = (now: number) => {
      start ??= now + delayMs;
      const progress = Math.min(1, Math.max(0, (now - start) / durationMs));
      setValue(Math.round(easeOutCubic(progress) * target));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        frame = requestAnimationFrame(tick);
      },
      { threshold },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [ref, target, durationMs, delayMs, threshold]);

  return value;
}
