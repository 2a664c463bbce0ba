/**
 * Taps that arrive before an island has hydrated. A link needs no script and is left alone;
 * any other click (a menu button, an accordion header, a carousel arrow) is held, the island
 * is asked to hydrate at once, and the click is given again to the same element once React
 * has adopted it. Without this the tap would land on HTML that does nothing yet, or on a part
 * React is still hydrating, which drops it.
 */
export interface PendingInput {
  /** Gives the held clicks to their elements, in order, and stops holding. */
  replay: () => void;
  /** Stops holding and drops what was held (the island could not hydrate). */
  release: () => void;
}

const isPlainLink = (target: Element) => {
  const link = target.closest('a[href]');
  return link !== null && !link.hasAttribute('aria-haspopup');
};

export function holdInput(island: HTMLElement, hydrateNow: () => void): PendingInput {
  const held: HTMLElement[] = [];
  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || isPlainLink(target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(target);
    hydrateNow();
  };
  // Capture on the island's own element: this listener is added before React's, which React
  // attaches to the same element when it starts to hydrate, so it runs first.
  island.addEventListener('click', onClick, true);
  const release = () => {
    island.removeEventListener('click', onClick, true);
    return held.splice(0);
  };
  return {
    replay() {
      for (const target of release()) if (target.isConnected) target.click();
    },
    release,
  };
}
