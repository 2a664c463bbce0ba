import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../test/matchMedia';
import { useCarousel } from './useCarousel';

/** The reduced-motion query answers `matches`. */
const setReducedMotion = (matches: boolean) => stubMatchMedia(matches);

/** Lets `ms` of the fake clock pass, inside act (the carousel's timers set state). */
function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('useCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('advances every 5000 ms and wraps to the first slide', () => {
    const { result } = renderHook(() => useCarousel({ count: 3 }));
    expect(result.current.index).toBe(0);
    advance(4999);
    expect(result.current.index).toBe(0);
    advance(1);
    expect(result.current.index).toBe(1);
    advance(5000);
    expect(result.current.index).toBe(2);
    advance(5000);
    expect(result.current.index).toBe(0);
  });

  it('wraps backwards from the first slide to the last', () => {
    const { result } = renderHook(() => useCarousel({ count: 4 }));
    act(() => result.current.prev());
    expect(result.current.index).toBe(3);
  });

  it('ignores navigation during the 500 ms lock after each change', () => {
    const { result } = renderHook(() => useCarousel({ count: 4 }));
    act(() => result.current.next());
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
    advance(499);
    act(() => result.current.goTo(3));
    expect(result.current.index).toBe(1);
    advance(1);
    act(() => result.current.goTo(3));
    expect(result.current.index).toBe(3);
  });

  it('gives each slide a full interval after a manual change', () => {
    const { result } = renderHook(() => useCarousel({ count: 4 }));
    advance(4000);
    act(() => result.current.next());
    advance(4999);
    expect(result.current.index).toBe(1);
    advance(1);
    expect(result.current.index).toBe(2);
  });

  it('stops rotating while paused or hovered', () => {
    const { result } = renderHook(() => useCarousel({ count: 4 }));
    act(() => result.current.togglePaused());
    expect(result.current.paused).toBe(true);
    advance(20000);
    expect(result.current.index).toBe(0);
    act(() => result.current.togglePaused());
    act(() => result.current.regionProps.onMouseEnter());
    advance(20000);
    expect(result.current.index).toBe(0);
    act(() => result.current.regionProps.onMouseLeave());
    advance(5000);
    expect(result.current.index).toBe(1);
  });

  it('stays stopped after keyboard focus has come and gone, until play is pressed', () => {
    const { result } = renderHook(() => useCarousel({ count: 4 }));
    const region = document.createElement('section');
    const dot = region.appendChild(document.createElement('button'));
    // Focus that arrived by keyboard: jsdom has no keyboard modality of its own.
    dot.matches = (selector: string) => selector === ':focus-visible';
    const focusFromOutside = { currentTarget: region, target: dot, relatedTarget: null };
    act(() =>
      result.current.regionProps.onFocus(
        focusFromOutside as unknown as Parameters<typeof result.current.regionProps.onFocus>[0],
      ),
    );
    expect(result.current.paused).toBe(true);
    advance(20000);
    expect(result.current.index).toBe(0);
    act(() => result.current.togglePaused());
    advance(5000);
    expect(result.current.index).toBe(1);
  });

  it('does not rotate under prefers-reduced-motion, but the visitor can press play', () => {
    setReducedMotion(true);
    const { result } = renderHook(() => useCarousel({ count: 4 }));
    expect(result.current.paused).toBe(true);
    advance(20000);
    expect(result.current.index).toBe(0);
    act(() => result.current.togglePaused());
    advance(5000);
    expect(result.current.index).toBe(1);
  });

  it('loads the first slide eagerly and the others lazily; fade is configurable', () => {
    const { result } = renderHook(() => useCarousel({ count: 3, fadeMs: 1000 }));
    expect([0, 1, 2].map(result.current.loadingFor)).toEqual(['eager', 'lazy', 'lazy']);
    expect(result.current.fadeMs).toBe(1000);
    expect(renderHook(() => useCarousel({ count: 2 })).result.current.fadeMs).toBe(500);
  });
});
