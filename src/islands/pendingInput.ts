/**
 * Taps and keys that arrive before an island has hydrated. A link needs no script and is left
 * alone; any other click (a menu button, an accordion header, a carousel arrow) is held, the
 * island is asked to hydrate at once, and the click is given again to the same element once
 * React has adopted it. Without this the tap would land on HTML that does nothing yet, or on a
 * part React is still hydrating, which drops it. Keys that move between an island's controls
 * (arrows, Home, End: the accordion's headers) are held the same way; Enter and Space are not,
 * as the browser turns them into the click that is held.
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

const movingKeys = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);

/** A key pressed in a text field edits it: the browser does that without any script. */
const isTextEntry = (target: Element) =>
  target.closest('input, textarea, select, [contenteditable="true"]') !== null;

const pressAgain = (target: Element, key: KeyboardEvent) =>
  target.dispatchEvent(
    new KeyboardEvent('keydown', {
      key: key.key,
      code: key.code,
      altKey: key.altKey,
      ctrlKey: key.ctrlKey,
      metaKey: key.metaKey,
      shiftKey: key.shiftKey,
      bubbles: true,
      cancelable: true,
    }),
  );

type Held = { target: Element; key?: KeyboardEvent };

export function holdInput(island: HTMLElement, hydrateNow: () => void): PendingInput {
  const held: Held[] = [];
  const hold = (event: Event, entry: Held) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(entry);
    hydrateNow();
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (!(target instanceof Element) || isPlainLink(target)) return;
    hold(event, { target });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target;
    if (!(target instanceof Element) || !movingKeys.has(event.key) || isTextEntry(target)) return;
    hold(event, { target, key: event });
  };
  // Capture on the island's own element: these listeners are added before React's, which React
  // attaches to the same element when it starts to hydrate, so they run first.
  island.addEventListener('click', onClick, true);
  island.addEventListener('keydown', onKeyDown, true);
  const release = () => {
    island.removeEventListener('click', onClick, true);
    island.removeEventListener('keydown', onKeyDown, true);
    return held.splice(0);
  };
  return {
    replay() {
      for (const { target, key } of release()) {
        if (!target.isConnected) continue;
        if (key) pressAgain(target, key);
        else clickAgain(target);
      }
      // A pointer that rests on the island (a hover woke it: a menu that opens on hover) is
      // announced again, now to React: it would otherwise wait for the pointer to leave and return.
      const hovered = island.querySelectorAll(':hover');
      hovered[hovered.length - 1]?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    },
    release,
  };
}
