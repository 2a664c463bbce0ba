import { useSyncExternalStore } from 'react';

/** The attribute that carries, in the prerendered HTML, the year the page was rendered for. */
export const rulesYearAttribute = 'data-rules-year';

const currentYear = () => new Date().getFullYear();
// The year changes at most once a year: nothing to subscribe to.
const subscribe = () => () => undefined;

/** The year the prerendered HTML shows, so hydration renders the same figures. */
export function prerenderedYear(): number {
  if (typeof document === 'undefined') return currentYear();
  const marked = document.querySelector(`[${rulesYearAttribute}]`);
  return Number(marked?.getAttribute(rulesYearAttribute)) || currentYear();
}

/**
 * The year whose rules the page shows: the year the HTML was prerendered in while it hydrates,
 * then the visitor's current year (a page built in December and read in January moves on to the
 * new year's figures right after hydration).
 */
export function useRulesYear(): number {
  return useSyncExternalStore(subscribe, currentYear, prerenderedYear);
}
