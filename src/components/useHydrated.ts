import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and in the render that hydrates, true from the next render on: for parts
 * that exist only in the browser, so the first client render still equals the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
