import type { OptionsObject } from 'notistack';
import { useSyncExternalStore, type ReactNode } from 'react';
import { wakeIsland } from '../components/islands/wake';

/** The island that shows notifications (src/app/Notifications.island.tsx), woken by the first one. */
export const notificationsIsland = 'app/Notifications';

type Enqueue = (message: ReactNode, options: OptionsObject) => void;

let enqueue: Enqueue | null = null;
const waiting: Parameters<Enqueue>[] = [];
let wanted = false;
const listeners = new Set<() => void>();

/**
 * Shows a notification. notistack and its provider are loaded on the first call, so a page
 * that never notifies does not load them; what is asked for meanwhile shows once they are in.
 */
export function notify(message: ReactNode, options: OptionsObject): void {
  if (enqueue) {
    enqueue(message, options);
    return;
  }
  waiting.push([message, options]);
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
  wakeIsland(notificationsIsland);
}

/** The notifications host passes its enqueue function once mounted, and null when it unmounts. */
export function connectNotifications(next: Enqueue | null): void {
  enqueue = next;
  if (next) for (const args of waiting.splice(0)) next(...args);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once a notification was asked for: from then on the host must be loaded. */
export function useNotificationsWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}
