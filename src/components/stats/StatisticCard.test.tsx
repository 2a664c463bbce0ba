import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countMarker, startCounters } from './countUp';
import { StatisticCard } from './StatisticCard';
import { stubMatchMedia } from '../../test/matchMedia';

let observe: (() => void) | undefined;
let observers = 0;
let frames: FrameRequestCallback[] = [];

beforeEach(() => {
  frames = [];
  observe = undefined;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (e: Partial<IntersectionObserverEntry>[]) => void) {
        observers += 1;
        observe = () => callback([{ isIntersecting: true }]);
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  stubMatchMedia(false);
});
afterEach(() => vi.unstubAllGlobals());

/** Runs the pending animation frame at `time` ms. */
function frameAt(time: number) {
  const pending = frames;
  frames = [];
  act(() => pending.forEach((cb) => cb(time)));
}

const figure = { template: `${countMarker}%`, locale: 'en-US' };

describe('StatisticCard', { timeout: 20_000 }, () => {
  it('puts the final figure in the accessible text', () => {
    render(<StatisticCard icon={null} target={55} {...figure} label="of startups" />);
    expect(screen.getByText('55%', { selector: 'span:not([aria-hidden])' })).toBeInTheDocument();
    expect(screen.getByText('of startups')).toBeInTheDocument();
  });

  it('counts from 0 once in view: 2000 ms ease-out, 0.15 s delay per index', () => {
    render(<StatisticCard icon={null} target={400} {...figure} label="x" index={2} />);
    const shown = screen.getByTestId('stat-value');
    expect(shown).toHaveTextContent('0%');
    act(() => observe?.());
    frameAt(1000); // start = 1000 + 300 ms delay
    expect(shown).toHaveTextContent('0%');
    frameAt(1300);
    expect(shown).toHaveTextContent('0%');
    frameAt(2300); // half-way in time, ease-out is well past half
    expect(shown).toHaveTextContent('350%');
    frameAt(3300);
    expect(shown).toHaveTextContent('400%');
    expect(frames).toHaveLength(0);
  });

  it('shows the final figure at once under reduced motion', () => {
    stubMatchMedia(true);
    render(<StatisticCard icon={null} target={29} {...figure} label="x" />);
    expect(screen.getByTestId('stat-value')).toHaveTextContent('29%');
  });
});

describe('startCounters (a page that boots as islands)', () => {
  it('counts the prerendered figure from what its element carries, once', () => {
    const { container, unmount } = render(
      <StatisticCard icon={null} target={1200} {...figure} label="x" />,
    );
    // The prerendered HTML alone, as the islands script finds it: no component, no effect.
    const html = container.innerHTML.replace('>0%<', '>1,200%<');
    unmount();
    document.body.innerHTML = html;
    const shown = document.querySelector('[data-testid="stat-value"]')!;
    observers = 0;
    startCounters();
    startCounters();
    expect(observers).toBe(1);
    expect(shown).toHaveTextContent('0%');
    act(() => observe?.());
    frameAt(0);
    frameAt(2000);
    expect(shown).toHaveTextContent('1,200%');
    expect(frames).toHaveLength(0);
  });
});
