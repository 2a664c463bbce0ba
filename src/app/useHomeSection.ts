import { useSyncExternalStore } from 'react';
import type { HomeAnchor } from './navigation';
import { currentHomeSection, subscribeHomeSection } from './homeScrollSpy';

const noSubscription = () => () => undefined;

/** On the home page, the section being read (hero at first, as the server renders it); elsewhere null. */
export function useHomeSection(onHome: boolean): HomeAnchor | null {
  const section = useSyncExternalStore(
    onHome ? subscribeHomeSection : noSubscription,
    currentHomeSection,
    () => 'hero' as const,
  );
  return onHome ? section : null;
}
