import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrolledPast } from './useScrolledPast';

/** An IntersectionObserver the test moves by hand. */
class FakeObserver {
  static all: FakeObserver[] = [];
  targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  report(isIntersecting: boolean) {
    const entries = this.targets.map((target) => ({ target, isIntersecting }));
    this.callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

function Probe() {
  const { scrolled, marker } = useScrolledPast();
  return <div ref={marker} data-testid="marker" data-scrolled={scrolled} />;
}

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('useScrolledPast', () => {
  it('watches the marker and reports scrolled while the marker is out of view', () => {
    const { getByTestId, unmount } = render(<Probe />);
    const marker = getByTestId('marker');
    expect(marker.dataset.scrolled).toBe('false');
    const [observer] = FakeObserver.all;
    expect(observer?.targets).toEqual([marker]);

    act(() => observer?.report(false));
    expect(marker.dataset.scrolled).toBe('true');
    act(() => observer?.report(true));
    expect(marker.dataset.scrolled).toBe('false');

    unmount();
    expect(observer?.targets).toEqual([]);
  });
});
