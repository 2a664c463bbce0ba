import { islandAttributes, type HydrateWhen } from '../components/islands/attributes';
import { wakeEvent } from '../components/islands/wake';

/** A visitor reaching into an island. */
const reaches = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

/**
 * Calls `hydrate` once, when the island's moment has come (see HydrateWhen). A visitor who
 * reaches into an island first (a hover, a press, focus, a key), or a part of the page that
 * wakes it (`wakeIsland`), hydrates it at once, whatever its moment.
 * The waits are events and messages, not timers, so a test's paused clock holds nothing back.
 */
export function schedule(island: HTMLElement, when: HydrateWhen, hydrate: () => void): void {
  let done = false;
  const cleanups: (() => void)[] = [];
  const once = () => {
    if (done) return;
    done = true;
    cleanups.forEach((cleanup) => cleanup());
    hydrate();
  };
  const touches = when === 'wake' ? [] : reaches;
  for (const type of touches) {
    island.addEventListener(type, once, { passive: true });
    cleanups.push(() => island.removeEventListener(type, once));
  }
  const name = island.getAttribute(islandAttributes.name);
  const onWake = (event: Event) => {
    if ((event as CustomEvent<string>).detail === name) once();
  };
  document.addEventListener(wakeEvent, onWake);
  cleanups.push(() => document.removeEventListener(wakeEvent, onWake));
  if (when === 'load') once();
  else if (when === 'idle') afterLoad(once);
  else if (when === 'visible') cleanups.push(onApproach(island, once));
}

/** After the page's load event, on a task of its own. */
function afterLoad(callback: () => void): void {
  const next = () => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => callback();
    channel.port2.postMessage(null);
  };
  if (document.readyState === 'complete') next();
  else addEventListener('load', next, { once: true });
}

/**
 * When the island comes within half a screen of the viewport. Its wrapper has no box of its
 * own (display: contents), so its children are watched.
 */
function onApproach(island: HTMLElement, callback: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    callback();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) callback();
    },
    { rootMargin: '50% 0px' },
  );
  for (const child of Array.from(island.children)) observer.observe(child);
  return () => observer.disconnect();
}
