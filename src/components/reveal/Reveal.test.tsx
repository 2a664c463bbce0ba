import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Reveal, RevealItem } from './Reveal';
import { startReveals } from './revealOnScroll';
import { stubMatchMedia } from '../../test/matchMedia';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
let frames: FrameRequestCallback[] = [];
let observers: { callback: Callback; options?: IntersectionObserverInit }[] = [];

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  );
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
  stubMatchMedia(false);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function belowTheFold() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    top: 5000,
  } as DOMRect);
}

describe('Reveal', () => {
  it('keeps content visible when it is already on screen', () => {
    render(
      <Reveal>
        <p>Hello</p>
      </Reveal>,
    );
    expect(screen.getByText('Hello').parentElement).not.toHaveAttribute('data-reveal');
    expect(observers).toHaveLength(0);
  });

  it('hides items below the fold and reveals them once, staggered, at the threshold', () => {
    belowTheFold();
    render(
      <Reveal threshold={0.2} stagger={0.3}>
        <RevealItem>One</RevealItem>
        <RevealItem from="right">Two</RevealItem>
      </Reveal>,
    );
    const one = screen.getByText('One');
    const two = screen.getByText('Two');
    expect(one).toHaveAttribute('data-reveal', 'hidden');
    expect(two).toHaveAttribute('data-reveal', 'hidden');
    expect(observers[0]?.options?.threshold).toBe(0.2);
    act(() => {
      observers[1]?.callback([{ isIntersecting: true }]);
      observers[0]?.callback([{ isIntersecting: true }]);
    });
    expect(frames).toHaveLength(1);
    act(() => frames[0]?.(0));
    expect(one).toHaveAttribute('data-reveal', 'shown');
    expect(two).toHaveAttribute('data-reveal', 'shown');
    expect(one.style.getPropertyValue('--reveal-delay')).toBe('0s');
    expect(two.style.getPropertyValue('--reveal-delay')).toBe('0.3s');
  });

  it('shows everything at once under prefers-reduced-motion', () => {
    belowTheFold();
    stubMatchMedia(true);
    render(
      <Reveal>
        <RevealItem>One</RevealItem>
      </Reveal>,
    );
    expect(screen.getByText('One')).not.toHaveAttribute('data-reveal');
  });
});

describe('startReveals (a page that boots as islands)', () => {
  it('starts each prerendered reveal with its own options, once, whoever asks again', () => {
    belowTheFold();
    render(
      <Reveal threshold={0.3} rootMargin="100px">
        <RevealItem>One</RevealItem>
      </Reveal>,
    );
    const started = observers.length;
    startReveals();
    startReveals();
    expect(observers).toHaveLength(started);

    // The prerendered HTML alone, as the islands script finds it: no component, no effect.
    const html = document.body.innerHTML.replaceAll('data-reveal="hidden"', '');
    document.body.innerHTML = html;
    observers = [];
    startReveals();
    expect(observers).toHaveLength(1);
    expect(observers[0]?.options).toMatchObject({ threshold: 0.3, rootMargin: '100px' });
    expect(screen.getByText('One')).toHaveAttribute('data-reveal', 'hidden');
  });
});
