import type { MouseEvent } from 'react';
import { header } from '../theme/tokens';
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
 * Scrolls to the element with `id`, leaving room for the header, and moves focus there
 * for keyboard and screen-reader users. A missing anchor is a warning, not an error.
 */
export function scrollToId(
  id: string,
  { offset = header.scrollOffset, duration = smoothScrollDuration } = {},
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

/**
 * The click handler of a link to a band of the same page: a plain anchor without JavaScript;
 * once hydrated, a smooth scroll that also moves focus, and the address names the band. A click
 * with a modifier key keeps the browser's own meaning (a new tab or window).
 */
export function scrollOnClick(id: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    if (scrollToId(id)) window.history.replaceState(null, '', `#${id}`);
  };
}
