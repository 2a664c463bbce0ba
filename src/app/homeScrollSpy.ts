import { throttle } from '../lib/throttle';
import { homeAnchors, type HomeAnchor } from './navigation';

/** The specification's scroll-spy throttle: the section is worked out at most every 66 ms. */
export const scrollSpyThrottleMs = 66;

/**
 * The section the visitor is reading: the last one whose top has passed the reading line (a
 * third of the way down the window). At the very end of the page it is the last section, which
 * may be too short ever to reach the line.
 */
export function sectionAt(
  tops: readonly { anchor: HomeAnchor; top: number }[],
  line: number,
  atEnd: boolean,
): HomeAnchor {
  const first = tops[0]?.anchor ?? 'hero';
  if (atEnd) return tops.at(-1)?.anchor ?? first;
  return tops.filter(({ top }) => top <= line).at(-1)?.anchor ?? first;
}

let current: HomeAnchor = 'hero';
const listeners = new Set<() => void>();

function measure() {
  const tops = homeAnchors.flatMap((anchor) => {
    const element = document.getElementById(anchor);
    return element ? [{ anchor, top: element.getBoundingClientRect().top }] : [];
  });
  const root = document.documentElement;
  const atEnd = window.scrollY > 0 && window.scrollY + window.innerHeight >= root.scrollHeight - 2;
  const next = sectionAt(tops, window.innerHeight / 3, atEnd);
  if (next === current) return;
  current = next;
  listeners.forEach((listener) => listener());
}

const onScroll = throttle(measure, scrollSpyThrottleMs);

/**
 * One scroll listener for every link that shows the section, attached while any is shown. It
 * measures only once the page scrolls (or if it is already scrolled): reading the layout while
 * the page hydrates would lay it out early.
 */
export function subscribeHomeSection(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    if (window.scrollY > 0) requestAnimationFrame(onScroll);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('resize', onScroll);
    onScroll.cancel();
    current = 'hero';
  };
}

/** The section being read (hero until the page has scrolled, as the server renders it). */
export const currentHomeSection = (): HomeAnchor => current;
