import { act, useRef, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeferredHydration } from './DeferredHydration';
import { beginHydrationPhase, endHydrationPhase } from './hydrationPhase';

/** An IntersectionObserver the test moves by hand. */
class FakeObserver {
  static all: FakeObserver[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  targets: Element[] = [];
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  /** Reports every observed element as on screen. */
  show() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: true }));
    this.callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

let root: Root | undefined;

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  document.body.innerHTML = '<div id="root"></div>';
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.unstubAllGlobals();
});

function page() {
  const clicks = vi.fn();
  function Band({ children }: { children: ReactNode }) {
    const ref = useRef<HTMLElement>(null);
    return (
      <section ref={ref} id="band">
        <DeferredHydration watch={ref}>{children}</DeferredHydration>
      </section>
    );
  }
  function Page() {
    return (
      <Band>
        <button type="button" onClick={clicks}>
          Press
        </button>
      </Band>
    );
  }
  return { Page, clicks };
}

const container = () => document.getElementById('root') as HTMLElement;
const band = () => document.getElementById('band') as HTMLElement;
const press = () => act(() => container().querySelector('button')?.click());

/** Prerenders the page into the container and hydrates it as the browser does on landing. */
async function hydratePrerendered(Page: () => ReactNode) {
  container().innerHTML = renderToString(<Page />);
  beginHydrationPhase();
  await act(async () => {
    root = hydrateRoot(container(), <Page />);
    await Promise.resolve();
  });
  endHydrationPhase();
}

describe('DeferredHydration', () => {
  it('keeps the prerendered part as it is until it nears the viewport, then hydrates it', async () => {
    const { Page, clicks } = page();
    await hydratePrerendered(Page);
    const prerendered = container().querySelector('button');
    expect(band()).not.toHaveAttribute('data-hydrated');
    expect(FakeObserver.all[0]?.targets).toEqual([band()]);

    await act(async () => FakeObserver.all[0]?.show());
    expect(band()).toHaveAttribute('data-hydrated', 'true');
    // The server's element was adopted, not replaced, and now answers.
    expect(container().querySelector('button')).toBe(prerendered);
    press();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('hydrates a part as soon as a visitor reaches into it', async () => {
    const { Page } = page();
    await hydratePrerendered(Page);
    expect(band()).not.toHaveAttribute('data-hydrated');
    await act(async () => band().dispatchEvent(new Event('focusin')));
    expect(band()).toHaveAttribute('data-hydrated', 'true');
  });

  it('renders at once when there is nothing prerendered to keep', async () => {
    const { Page, clicks } = page();
    await act(async () => {
      root = createRoot(container());
      root.render(<Page />);
      await Promise.resolve();
    });
    expect(FakeObserver.all).toEqual([]);
    press();
    expect(clicks).toHaveBeenCalledTimes(1);
  });
});
