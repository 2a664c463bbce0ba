import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollMarkerAttribute, watchScrolled, watchScrolledHeader } from './scrolledState';

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

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  document.body.innerHTML = `<div ${scrollMarkerAttribute}></div><header data-scrolled="false"></header>`;
});
afterEach(() => vi.unstubAllGlobals());

describe('watchScrolled', () => {
  it('marks the header scrolled while the marker is out of view, and stops when asked', () => {
    const marker = document.querySelector(`[${scrollMarkerAttribute}]`)!;
    const header = document.querySelector('header')!;
    const stop = watchScrolled(marker, header);
    const [observer] = FakeObserver.all;
    expect(observer?.targets).toEqual([marker]);

    observer?.report(false);
    expect(header.dataset.scrolled).toBe('true');
    observer?.report(true);
    expect(header.dataset.scrolled).toBe('false');

    stop();
    expect(observer?.targets).toEqual([]);
  });

  it('watches a marker once, whoever starts first (the islands script, then the header)', () => {
    watchScrolledHeader();
    const marker = document.querySelector(`[${scrollMarkerAttribute}]`)!;
    watchScrolled(marker, document.querySelector('header')!);
    expect(FakeObserver.all).toHaveLength(1);
  });
});
