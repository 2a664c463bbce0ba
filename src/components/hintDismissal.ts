/**
 * Escape hides every hint on screen until the pointer moves to another element or focus
 * moves: hover content must be dismissible without moving either (WCAG 1.4.13). Plain DOM,
 * so it works on a page whose islands have not hydrated; started once, by whoever is first
 * (the islands script or a hint's effect).
 */
export const hintsDismissedAttribute = 'data-hints-dismissed';

let started = false;

export function dismissHintsOnEscape(): void {
  if (started) return;
  started = true;
  const root = document.documentElement;
  addEventListener('keydown', (event) => {
    if (event.key === 'Escape') root.setAttribute(hintsDismissedAttribute, '');
  });
  const restore = () => root.removeAttribute(hintsDismissedAttribute);
  addEventListener('pointerover', restore);
  addEventListener('focusin', restore);
}
