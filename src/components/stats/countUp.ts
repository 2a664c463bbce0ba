import { prefersReducedMotion } from '../../lib/reducedMotion';

export const countUpDefaults = { durationMs: 2000, delayPerIndexMs: 150, threshold: 0.2 } as const;

/**
 * Where the counting number goes in a figure's template: a character of Unicode's private use
 * area, which no copy contains and HTML keeps as it is.
 */
export const countMarker = '\uE000';

/** What a counter needs, written on its element as JSON (the islands script reads it there). */
export interface CountUp {
  /** The value it reaches. */
  to: number;
  /** The figure as displayed, with `countMarker` where the number goes ("{marker} %"). */
  template: string;
  /** The Intl locale of the number's digits and separators. */
  locale: string;
  delayMs?: number;
}

export const countUpAttribute = 'data-count-up';

const formatters = new Map<string, Intl.NumberFormat>();
/** One formatter per language: the first one a page makes loads that language's number data. */
function formatterFor(locale: string): Intl.NumberFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/**
 * Zero as every published language writes it (their digits are Latin: countUp.test.ts checks
 * each). The counters show it as the page starts, and a number formatter made then cost a phone
 * a long task (loading the language's number data) before anyone had scrolled to them.
 */
export const zeroFigure = '0';

/** The figure at `value`, written as the page's language writes numbers. */
export const figureAt = ({ template, locale }: CountUp, value: number) =>
  template.replace(countMarker, value === 0 ? zeroFigure : formatterFor(locale).format(value));

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;
const started = new WeakSet<HTMLElement>();

/**
 * Counts an element's figure from 0 to its value once, when it first scrolls into view
 * (2000 ms ease-out after `delayMs`). Plain DOM: the application calls it from the card's
 * effect, the islands script for every counter of a static page (`startCounters`). The HTML
 * holds the final figure, so crawlers and visitors without JavaScript see the real one, and
 * under reduced motion it stays. Returns the undo.
 */
export function countUp(element: HTMLElement, counter: CountUp): () => void {
  if (
    started.has(element) ||
    typeof IntersectionObserver === 'undefined' ||
    prefersReducedMotion()
  ) {
    return () => {};
  }
  started.add(element);
  const { to, delayMs = 0 } = counter;
  const show = (value: number) => (element.textContent = figureAt(counter, value));
  show(0);
  let frame = 0;
  let start: number | null = null;
  const tick = (now: number) => {
    start ??= now + delayMs;
    const progress = Math.min(1, Math.max(0, (now - start) / countUpDefaults.durationMs));
    show(Math.round(easeOutCubic(progress) * to));
    if (progress < 1) frame = requestAnimationFrame(tick);
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      frame = requestAnimationFrame(tick);
    },
    { threshold: countUpDefaults.threshold },
  );
  observer.observe(element);
  return () => {
    started.delete(element);
    observer.disconnect();
    cancelAnimationFrame(frame);
    show(to);
  };
}

/** Starts every counter of a prerendered page. */
export function startCounters(root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>(`[${countUpAttribute}]`)) {
    countUp(element, JSON.parse(element.getAttribute(countUpAttribute) ?? '{}') as CountUp);
  }
}
