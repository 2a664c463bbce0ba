import { prefersReducedMotion } from './reducedMotion';

export const smoothScrollDuration = 700;

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/** Scrolls the window to a vertical position in `duration` ms (instantly under reduced motion). */
export function scrollToY(targetY: number, duration = smoothScrollDuration): void {
  const startY = window.scrollY;
  const distance = targetY - startY;
  if (duration <= 0 || prefersReducedMotion() || distance === 0) {
    window.scrollTo(0, targetY);
    return;
  }
  const start = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - start) / duration);
    window.scrollTo(0, startY + distance * easeInOutCubic(progress));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/**
 * The room the page keeps above an anchor: the root's scroll padding, which the theme sets from
 * the header's height (80 px; less on a short screen, where the header scrolls away), so a
 * scripted scroll lands where the browser's own jump to the anchor does.
 */
const rootScrollPaddingTop = () =>
  Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;

/**
 * Scrolls to the element with `id`, leaving room for the header, and moves focus there
 * for keyboard and screen-reader users. A missing anchor is a warning, not an error.
 */
export function scrollToId(
  id: string,
  { offset = rootScrollPaddingTop(), duration = smoothScrollDuration } = {},
): boolean {
  const element = document.getElementById(id);
  if (!element) {
    console.warn(`Scroll target #${id} not found on this page.`);
    return false;
  }
  const top = element.getBoundingClientRect().top + window.scrollY - offset;
  scrollToY(Math.max(0, top), duration);
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
  return true;
}
