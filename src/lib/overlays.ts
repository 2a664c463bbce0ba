import { overlayBottomVar } from '../theme/tokens';

/**
 * Fixed layers at the bottom of the screen that cover the page (the language offer, the
 * notifications) publish how far up from the bottom edge they reach. The page keeps focus
 * clear of the highest one (WCAG 2.4.11): the root's scroll padding (see the theme) makes the
 * browser scroll a newly focused element above it, and the page ends with as much room, so
 * even its last link can scroll clear.
 */
const bands = new Map<object, number>();

function publish() {
  const highest = Math.max(0, ...bands.values());
  document.documentElement.style.setProperty(overlayBottomVar, `${Math.ceil(highest)}px`);
}

/**
 * Keeps the band covered by a fixed element registered until the returned function is called.
 * Measured from its layout position (offsetTop of a fixed element is relative to the viewport),
 * so an entrance transform does not count.
 */
export function watchBottomOverlay(element: HTMLElement): () => void {
  const owner = {};
  const measure = () => {
    const covered = element.offsetHeight > 0 ? window.innerHeight - element.offsetTop : 0;
    bands.set(owner, Math.max(0, covered));
    publish();
  };
  const observer = new ResizeObserver(measure);
  observer.observe(element);
  window.addEventListener('resize', measure);
  measure();
  return () => {
    observer.disconnect();
    window.removeEventListener('resize', measure);
    bands.delete(owner);
    publish();
  };
}
