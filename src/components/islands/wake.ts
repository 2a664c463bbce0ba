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
