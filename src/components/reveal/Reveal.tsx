import { Box, type BoxProps } from '@mui/material';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { sxList } from '../sxList';
import { revealOnScroll, revealRootAttribute, type RevealOptions } from './revealOnScroll';

/** Pixels the items travel. */
const distance = 32;

/**
 * Reveals its items (`RevealItem`, or itself when it has none) once, when they scroll into
 * view (./revealOnScroll.ts). The content is always in the HTML and visible without
 * JavaScript: items are hidden only once a script runs, only when they are still below the
 * fold, and never under reduced motion.
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

  useLayoutEffect(
    () =>
      ref.current ? revealOnScroll(ref.current, { threshold, rootMargin, stagger }) : undefined,
    [threshold, rootMargin, stagger],
  );

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
      {...{ [revealRootAttribute]: JSON.stringify({ threshold, rootMargin, stagger }) }}
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
