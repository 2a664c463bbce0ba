import { prefersReducedMotion } from '../../lib/reducedMotion';

export interface RevealOptions {
  /** Share of an item that must be visible to reveal it (0.2 to 0.3 on this site). */
  threshold?: number;
  rootMargin?: string;
  /** Seconds of the fade-and-slide. */
  duration?: number;
  /** Seconds added per item revealed together, in document order. */
  stagger?: number;
}

/** Marks a reveal's root; its value is the options as JSON, for the islands script. */
export const revealRootAttribute = 'data-reveal-root';
const itemSelector = '[data-reveal-item]';

const started = new WeakSet<HTMLElement>();

interface RevealPlan {
  root: HTMLElement;
  options: RevealOptions;
  items: HTMLElement[];
  /** The items still below the fold, with their height (read before anything is written). */
  pending: { item: HTMLElement; height: number }[];
  viewport: number;
}

/** What a reveal will hide: layout is only read here, so many reveals cost one layout. */
function planReveal(root: HTMLElement, options: RevealOptions): RevealPlan | null {
  if (started.has(root) || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) {
    return null;
  }
  const found = Array.from(root.querySelectorAll<HTMLElement>(itemSelector));
  const items = found.length > 0 ? found : [root];
  const viewport = window.innerHeight;
  const pending = items
    .filter((item) => item.getBoundingClientRect().top > viewport * 0.9)
    .map((item) => ({ item, height: item.offsetHeight }));
  return pending.length > 0 ? { root, options, items, pending, viewport } : null;
}

/** Hides the planned items and shows each once it scrolls into view; only writes. */
function applyReveal({ root, options, items, pending, viewport }: RevealPlan): () => void {
  const { threshold = 0.2, rootMargin = '0px', stagger = 0 } = options;
  started.add(root);

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
    const found = pending.find(({ item }) => item.contains(event.target as Node));
    if (found) found.item.dataset.reveal = 'instant';
  };
  root.addEventListener('focusin', showNow);
  const observers = pending.map(({ item, height }) => {
    item.dataset.reveal = 'hidden';
    // A tall item can never be 20 % visible on a short screen: cap the threshold.
    const fits = viewport / Math.max(1, height);
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
    started.delete(root);
    root.removeEventListener('focusin', showNow);
    observers.forEach((observer) => observer.disconnect());
    if (frame) cancelAnimationFrame(frame);
    items.forEach((item) => delete item.dataset.reveal);
  };
}

/**
 * Hides a reveal's items (or the root itself when it has none) that are still below the fold,
 * and shows each once, when it scrolls into view; styles keyed on `data-reveal` do the motion
 * (./Reveal.tsx). Plain DOM, no React: the application calls it from the component's effect,
 * the islands script for every reveal of a static page (`startReveals`). Nothing happens under
 * reduced motion. An item that takes keyboard focus shows at once: a fade would hide the
 * focused element and its focus ring for most of a second (WCAG 2.4.7). Returns the undo.
 */
export function revealOnScroll(root: HTMLElement, options: RevealOptions): () => void {
  const plan = planReveal(root, options);
  return plan ? applyReveal(plan) : () => {};
}

/**
 * Starts every reveal of a prerendered page, with the options its root carries: every layout
 * read first, then every write, so the page is laid out once rather than once per reveal (on a
 * slow phone each forced layout of a long page is a long task).
 */
export function startReveals(root: ParentNode = document): void {
  const plans = Array.from(root.querySelectorAll<HTMLElement>(`[${revealRootAttribute}]`)).map(
    (element) =>
      planReveal(
        element,
        JSON.parse(element.getAttribute(revealRootAttribute) ?? '{}') as RevealOptions,
      ),
  );
  plans.forEach((plan) => plan && applyReveal(plan));
}
