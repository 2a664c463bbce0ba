import { Suspense, use, useEffect, useState, type ReactNode, type RefObject } from 'react';
import { isHydratingPrerenderedPage } from './hydrationPhase';

/**
 * Hydration of a prerendered part waits until a visitor can see it or reaches for it.
 *
 * React keeps the server's HTML of a Suspense boundary whose content suspends while hydrating,
 * and hydrates it on its own, later and as a separate piece of work, once the content stops
 * suspending. The content here suspends until the watched element comes near the viewport, is
 * pressed, focused or typed in, or its owner renders again (an update would otherwise make
 * React drop the server's HTML and render the part anew). Until then the part is the
 * prerendered HTML: visible, readable, its links working as plain links.
 *
 * Only the render that hydrates a prerendered page waits; pages reached inside the app, and
 * the development server's client render, render everything at once.
 */
export function DeferredHydration({
  watch,
  children,
}: {
  /** The element outside the boundary whose visibility and input open it. */
  watch: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const [gate] = useState(() => (isHydratingPrerenderedPage() ? new Gate() : null));
  // A render after the first one is an update reaching the boundary: let it hydrate now.
  if (gate && !gate.waitingForFirstRender) gate.open();
  gate?.rendered();

  useEffect(() => {
    const element = watch.current;
    if (!gate || gate.isOpen || !element) return undefined;
    return gate.openOnApproach(element);
  }, [gate, watch]);

  return (
    <Suspense fallback={null}>
      {gate && <WaitFor gate={gate} watch={watch} />}
      {children}
    </Suspense>
  );
}

/**
 * Suspends while the gate is shut; renders nothing. Once its part has hydrated it marks the
 * watched element `data-hydrated`, the state tests wait for before they use the part.
 */
function WaitFor({ gate, watch }: { gate: Gate; watch: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    watch.current?.setAttribute('data-hydrated', 'true');
  }, [watch]);
  // After the hook: when the gate opens while React waits on this very component, React
  // replays it with the hooks of the suspended attempt, and a hook that attempt never reached
  // would be one more than it knows (React error 467).
  if (!gate.isOpen) use(gate.opened);
  return null;
}

/** How far below the viewport a part starts hydrating, so it is ready when it scrolls in. */
const approachMargin = '50% 0px';
const inputEvents = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

class Gate {
  isOpen = false;
  waitingForFirstRender = true;
  private release: () => void = () => undefined;
  readonly opened = new Promise<void>((resolve) => {
    this.release = resolve;
  });

  rendered() {
    this.waitingForFirstRender = false;
  }

  open() {
    if (this.isOpen) return;
    this.isOpen = true;
    this.release();
  }

  /** Opens once the element nears the viewport or receives input; returns the clean-up. */
  openOnApproach(element: HTMLElement): () => void {
    const open = () => {
      stop();
      this.open();
    };
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), {
            rootMargin: approachMargin,
          });
    const stop = () => {
      observer?.disconnect();
      inputEvents.forEach((type) => element.removeEventListener(type, open, true));
    };
    if (observer) observer.observe(element);
    else open();
    inputEvents.forEach((type) =>
      element.addEventListener(type, open, { capture: true, passive: true }),
    );
    return stop;
  }
}
