import { useEffect } from 'react';
import { watchBottomOverlay } from './overlays';

/** watchBottomOverlay for a component's element, while it is mounted. */
export function useBottomOverlay(element: HTMLElement | null): void {
  useEffect(() => (element ? watchBottomOverlay(element) : undefined), [element]);
}
