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

/**
 * Hides a reveal's items (or the root itself when it has none) that are still below the fold,
 * and shows each once, when it scrolls into view; styles keyed on `data-reveal` do the motion
 * (./Reveal.tsx). Plain DOM, no React: the application calls it from the component's effect,
 * the islands script for every reveal of a static page (`startReveals`). Nothing happens under
 * reduced motion. An item that takes keyboard focus shows at once: a fade would hide the
 * focused element and its focus ring for most of a second (WCAG 2.4.7). Returns the undo.
 */
export function revealOnScroll(
  root: HTMLElement,
  { threshold = 0.2, rootMargin = '0px', stagger = 0 }: RevealOptions,
): () => void {
  if (started.has(root) || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) {
    return () => {};
  }
  const found = Array.from(root.querySelectorAll<HTMLElement>(itemSelector));
  const items = found.length > 0 ? found : [root];
  const viewport = window.innerHeight;
  const pending = items.filter((item) => item.getBoundingClientRect().top > viewport * 0.9);
  if (pending.length === 0) return () => {};
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
    started.delete(root);
    root.removeEventListener('focusin', showNow);
    observers.forEach((observer) => observer.disconnect());
    if (frame) cancelAnimationFrame(frame);
    items.forEach((item) => delete item.dataset.reveal);
  };
}

/** Starts every reveal of a prerendered page, with the options its root carries. */
export function startReveals(root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>(`[${revealRootAttribute}]`)) {
    revealOnScroll(
      element,
      JSON.parse(element.getAttribute(revealRootAttribute) ?? '{}') as RevealOptions,
    );
  }
}
