/**
 * Taps that arrive before an island has hydrated. A link needs no script and is left alone;
 * any other click (a menu button, an accordion header, a carousel arrow) is held, the island
 * is asked to hydrate at once, and the click is given again to the same element once React
 * has adopted it. Without this the tap would land on HTML that does nothing yet, or on a part
 * React is still hydrating, which drops it.
 */
export interface PendingInput {
  /** Gives the held clicks to their elements, in order, and the hover, and stops holding. */
  replay: () => void;
  /** Stops holding and drops what was held (the island could not hydrate). */
  release: () => void;
}

// An icon inside a button may be the target: SVG elements have no click().
const clickAgain = (target: Element) =>
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

const isPlainLink = (target: Element) => {
  const link = target.closest('a[href]');
  return link !== null && !link.hasAttribute('aria-haspopup');
};

export function holdInput(island: HTMLElement, hydrateNow: () => void): PendingInput {
  const held: Element[] = [];
  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (!(target instanceof Element) || isPlainLink(target)) return;
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
      for (const target of release()) if (target.isConnected) clickAgain(target);
      // A pointer that rests on the island (a hover woke it: a menu that opens on hover) is
      // announced again, now to React: it would otherwise wait for the pointer to leave and return.
      const hovered = island.querySelectorAll(':hover');
      hovered[hovered.length - 1]?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    },
    release,
  };
}
