import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { usePrefersReducedMotion } from '../usePrefersReducedMotion';

/** Timing of every slider: auto-advance, the lock that ignores clicks after a change, the fade. */
export const carouselDefaults = { intervalMs: 5000, lockMs: 500, fadeMs: 500 } as const;

export interface CarouselOptions {
  count: number;
  intervalMs?: number;
  lockMs?: number;
  /** Length of the cross-fade; the marketing lab hero uses 1000. */
  fadeMs?: number;
}

export interface Carousel {
  index: number;
  count: number;
  fadeMs: number;
  /** True while the slides rotate by themselves (not paused, hovered or reduced motion). */
  rotating: boolean;
  /**
   * Stopped: by the pause button, by keyboard focus entering the carousel, or from the start
   * under reduced motion. Only the play button starts it again (APG carousel pattern).
   */
  paused: boolean;
  next: () => void;
  prev: () => void;
  goTo: (index: number) => void;
  togglePaused: () => void;
  /** The first slide loads eagerly, the others lazily. */
  loadingFor: (index: number) => 'eager' | 'lazy';
  /** Spread on the carousel region: hovering pauses rotation, keyboard focus stops it. */
  regionProps: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus(event: FocusEvent<HTMLElement>): void;
  };
}

function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * The state of a slider: a current index that wraps both ways and advances every
 * `intervalMs`; every change starts a lock of `lockMs` during which navigation is ignored.
 * Rotation pauses while hovered; keyboard focus and the pause button stop it until the play
 * button starts it again; it never starts under prefers-reduced-motion (WCAG 2.2.2).
 */
export function useCarousel({
  count,
  intervalMs = carouselDefaults.intervalMs,
  lockMs = carouselDefaults.lockMs,
  fadeMs = carouselDefaults.fadeMs,
}: CarouselOptions): Carousel {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const locked = useRef(false);
  const lockTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const change = useCallback(
    (target: (current: number) => number) => {
      if (locked.current || count < 2) return;
      locked.current = true;
      clearTimeout(lockTimer.current);
      lockTimer.current = setTimeout(() => {
        locked.current = false;
      }, lockMs);
      setIndex((current) => ((target(current) % count) + count) % count);
    },
    [count, lockMs],
  );

  useEffect(() => () => clearTimeout(lockTimer.current), []);

  const next = useCallback(() => change((i) => i + 1), [change]);
  const prev = useCallback(() => change((i) => i - 1), [change]);
  const goTo = useCallback((target: number) => change(() => target), [change]);

  const paused = userPaused ?? reducedMotion;
  const rotating = count > 1 && !paused && !hovered;

  // Restarting the timer on every index change gives each slide its full interval.
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(next, intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, index, intervalMs, next]);

  return {
    index,
    count,
    fadeMs,
    rotating,
    paused,
    next,
    prev,
    goTo,
    togglePaused: () => setUserPaused(!paused),
    loadingFor: (i) => (i === 0 ? 'eager' : 'lazy'),
    regionProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      // Keyboard focus arriving from outside stops rotation until play is pressed; a mouse
      // click on a dot does not (the pointer already pauses), nor does moving inside.
      onFocus: (event) => {
        const fromOutside = !event.currentTarget.contains(event.relatedTarget);
        if (fromOutside && isKeyboardFocus(event.target)) setUserPaused(true);
      },
    },
  };
}
