import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StatisticCard } from './StatisticCard';
import { stubMatchMedia } from '../../test/matchMedia';

let observe: (() => void) | undefined;
let frames: FrameRequestCallback[] = [];

beforeEach(() => {
  frames = [];
  observe = undefined;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (e: Partial<IntersectionObserverEntry>[]) => void) {
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

const format = (n: number) => `${n}%`;

describe('StatisticCard', { timeout: 20_000 }, () => {
  it('puts the final figure in the accessible text', () => {
    render(<StatisticCard icon={null} target={55} format={format} label="of startups" />);
    expect(screen.getByText('55%', { selector: 'span:not([aria-hidden])' })).toBeInTheDocument();
    expect(screen.getByText('of startups')).toBeInTheDocument();
  });

  it('counts from 0 once in view: 2000 ms ease-out, 0.15 s delay per index', () => {
    render(<StatisticCard icon={null} target={400} format={format} label="x" index={2} />);
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
    render(<StatisticCard icon={null} target={29} format={format} label="x" />);
    expect(screen.getByTestId('stat-value')).toHaveTextContent('29%');
  });
});
