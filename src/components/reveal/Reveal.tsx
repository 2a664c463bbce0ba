import { Box, type BoxProps } from '@mui/material';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { prefersReducedMotion } from '../../lib/scroll';
import { sxList } from '../sxList';

export interface RevealOptions {
  /** Share of an item that must be visible to reveal it (0.2 to 0.3 on this site). */
  threshold?: number;
  rootMargin?: string;
  /** Seconds of the fade-and-slide. */
  duration?: number;
  /** Seconds added per item revealed together, in document order. */
  stagger?: number;
}

const itemSelector = '[data-reveal-item]';
/** Pixels the items travel. */
const distance = 32;

/**
 * Reveals its items (`RevealItem`, or itself when it has none) once, when they scroll into
 * view. The content is always in the HTML and visible without JavaScript: items are hidden
 * only after hydration, only when they are still below the fold, and never under reduced motion.
 * An item that takes keyboard focus shows at once: a fade would hide the focused element and
 * its focus ring for most of a second (WCAG 2.4.7).
 */
export function Reveal({
  threshold = 0.2,
  rootMargin = '0px',
  duration = 0.8,
  stagger = 0,
  children,
  sx,
  ...props
}: RevealOptions & BoxProps) {
  const ref = useRef<HTMLElement>(null);

  useLayoutEffect(() => {
    const root = ref.current;
    if (!root || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
    const found = Array.from(root.querySelectorAll<HTMLElement>(itemSelector));
    const items = found.length > 0 ? found : [root];
    const viewport = window.innerHeight;
    const pending = items.filter((item) => item.getBoundingClientRect().top > viewport * 0.9);
    if (pending.length === 0) return;

    let batch: HTMLElement[] = [];
    let frame = 0;
    const flush = () => {
      frame = 0;
      batch
        .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
        .forEach((item, k) => {
          item.style.setProperty('--reveal-delay', `${k * stagger}s`);
          item.dataset.reveal = 'shown';
        });
      batch = [];
    };
    const showNow = (event: FocusEvent) => {
      const item = pending.find((candidate) => candidate.contains(event.target as Node));
      if (item) item.dataset.reveal = 'instant';
    };
    root.addEventListener('focusin', showNow);
    const observers = pending.map((item) => {
      item.dataset.reveal = 'hidden';
      // A tall item can never be 20 % visible on a short screen: cap the threshold.
      const fits = viewport / Math.max(1, item.offsetHeight);
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          if (item.dataset.reveal === 'instant') return;
          batch.push(item);
          frame ||= requestAnimationFrame(flush);
        },
        { threshold: Math.min(threshold, fits * 0.5), rootMargin },
      );
      observer.observe(item);
      return observer;
    });
    return () => {
      root.removeEventListener('focusin', showNow);
      observers.forEach((observer) => observer.disconnect());
      if (frame) cancelAnimationFrame(frame);
      items.forEach((item) => delete item.dataset.reveal);
    };
  }, [threshold, rootMargin, stagger]);

  // The fade uses `filter: opacity()`, not `opacity`: accessibility checkers then judge the
  // text's real colours, not a half-way frame, and the content stays in the accessibility tree.
  const motion = {
    transition: `filter ${duration}s ease-out, transform ${duration}s ease-out`,
    transitionDelay: 'var(--reveal-delay, 0s)',
  };
  const hidden = { filter: 'opacity(0)', transform: `translate3d(0, ${distance}px, 0)` };
  return (
    <Box
      ref={ref}
      sx={[
        {
          '&[data-reveal], & [data-reveal]': motion,
          '&[data-reveal="instant"], & [data-reveal="instant"]': { transition: 'none' },
          '&[data-reveal="hidden"], & [data-reveal="hidden"]': hidden,
          '& [data-reveal="hidden"][data-reveal-from="left"]': {
            transform: `translate3d(-${distance * 1.5}px, 0, 0)`,
          },
          '& [data-reveal="hidden"][data-reveal-from="right"]': {
            transform: `translate3d(${distance * 1.5}px, 0, 0)`,
          },
        },
        ...sxList(sx),
      ]}
      {...props}
    >
      {children}
    </Box>
  );
}

/** One item of a `Reveal`; `from` slides it in sideways instead of from below. */
export function RevealItem({
  from,
  children,
  ...props
}: { from?: 'left' | 'right'; children: ReactNode } & BoxProps) {
  return (
    <Box data-reveal-item="" data-reveal-from={from} {...props}>
      {children}
    </Box>
  );
}
