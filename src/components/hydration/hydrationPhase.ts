/**
 * Whether the app is hydrating the prerendered page it started on. Parts that defer their
 * hydration ask it when they first render: only then is there server HTML to keep. On the
 * server, in the development server's client render and on pages reached inside the app, it
 * is false.
 */
let hydrating = false;

export const isHydratingPrerenderedPage = () => hydrating;

/** Called by the browser entry just before it hydrates a prerendered page. */
export function beginHydrationPhase() {
  hydrating = true;
}

/** Called once the page's first render has committed. */
export function endHydrationPhase() {
  hydrating = false;
}
