import { islandAttributes } from './attributes';

/** The event that asks the islands script to hydrate every island of a name at once. */
export const wakeEvent = 'island:wake';

/**
 * Hydrates an island that waits for interaction because something else needs it now: the
 * notifications when a notification is asked for, the booking consent line when a booking
 * button asks. Harmless where the island already runs, or where the page is the application.
 */
export function wakeIsland(name: string): void {
  document.dispatchEvent(new CustomEvent<string>(wakeEvent, { detail: name }));
}

/**
 * `wakeIsland`, settling once every island of the name has hydrated (the islands script marks
 * each `data-hydrated`): what a page wakes unasked is part of its being ready, so the page's own
 * `data-hydrated` waits for it (a shared link's answers shown, not the blank form, walk 100c).
 */
export function wakeIslandAndWait(name: string): Promise<void> {
  const islands = Array.from(
    document.querySelectorAll<HTMLElement>(`[${islandAttributes.name}="${name}"]`),
  );
  const hydrated = () => islands.every((island) => island.dataset.hydrated === 'true');
  const settled = new Promise<void>((resolve) => {
    if (hydrated()) return resolve();
    const observer = new MutationObserver(() => {
      if (!hydrated()) return;
      observer.disconnect();
      resolve();
    });
    for (const island of islands) {
      observer.observe(island, { attributes: true, attributeFilter: ['data-hydrated'] });
    }
  });
  wakeIsland(name);
  return settled;
}
