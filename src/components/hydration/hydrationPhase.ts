/**
 * Whether the app is still hydrating the prerendered page it started on. Parts that defer their
 * hydration ask it when they first render: afterwards (pages reached inside the app) there is no
 * server HTML to keep, and on the server or in the development server's client render there is
 * nothing to hydrate.
 */
let hydrating =
  typeof document !== 'undefined' && Boolean(document.getElementById('root')?.hasChildNodes());

export const isHydratingPrerenderedPage = () => hydrating;

/** Called once the page's first render has committed. */
export function endHydrationPhase() {
  hydrating = false;
}
