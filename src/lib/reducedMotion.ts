/**
 * Whether the visitor asked for reduced motion; false where there is no window (prerendering)
 * or no media queries (jsdom).
 */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
