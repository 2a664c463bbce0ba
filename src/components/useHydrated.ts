import { startTransition, useEffect, useState } from 'react';

/**
 * False on the server and in the render that hydrates, true from the next render on: for parts
 * that exist only in the browser, so the first client render still equals the prerendered HTML.
 * The switch is a transition: React renders it in small pieces after the hydration has
 * committed. (useSyncExternalStore with a different server value would render every such part
 * again synchronously inside that commit, one long task on a slow phone.)
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
