import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sectionAt } from './homeScrollSpy';
import { useHomeSection } from './useHomeSection';

const tops = (hero: number, process: number, faqs: number, contact: number) =>
  [
    { anchor: 'hero', top: hero },
    { anchor: 'process', top: process },
    { anchor: 'faqs', top: faqs },
    { anchor: 'contact', top: contact },
  ] as const;

describe('sectionAt', () => {
  it('is the hero at the top of the page', () => {
    expect(sectionAt(tops(72, 1800, 4000, 5000), 300, false)).toBe('hero');
  });

  it('is the last section whose top has passed the reading line', () => {
    expect(sectionAt(tops(-1600, 250, 2400, 3400), 300, false)).toBe('process');
    // Between the process and the FAQ (impact, testimonials): still the process.
    expect(sectionAt(tops(-3000, -1200, 900, 1900), 300, false)).toBe('process');
    expect(sectionAt(tops(-4000, -2200, 100, 1100), 300, false)).toBe('faqs');
  });

  it('is the last section at the end of the page, even if its top never reaches the line', () => {
    expect(sectionAt(tops(-4000, -2200, -400, 500), 300, true)).toBe('contact');
  });

  it('skips sections the page does not have', () => {
    expect(
      sectionAt(
        [
          { anchor: 'hero', top: -900 },
          { anchor: 'contact', top: 600 },
        ],
        300,
        false,
      ),
    ).toBe('hero');
  });
});

describe('useHomeSection', () => {
  // Where each section starts on the page; the test moves the window over them.
  const positions = { hero: 0, process: 1000, faqs: 2000, contact: 3000 };
  let scrollY = 0;
  const scrollTo = (y: number) => {
    scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  };

  beforeEach(() => {
    vi.useFakeTimers();
    scrollY = 0;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(900);
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(5000);
    for (const [id, y] of Object.entries(positions)) {
      const section = document.body.appendChild(document.createElement('section'));
      section.id = id;
      section.getBoundingClientRect = () => ({ top: y - scrollY }) as DOMRect;
    }
  });

  afterEach(() => {
    document.body.replaceChildren();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('follows the scroll at most every 66 ms, and always ends on where the visitor stopped', () => {
    const { result, unmount } = renderHook(() => useHomeSection(true));
    expect(result.current).toBe('hero');
    act(() => scrollTo(900));
    expect(result.current).toBe('process');
    // Further scroll events inside the 66 ms are not measured...
    act(() => {
      vi.advanceTimersByTime(10);
      scrollTo(1900);
      vi.advanceTimersByTime(45);
      scrollTo(2000);
      vi.advanceTimersByTime(10);
    });
    expect(result.current).toBe('process');
    // ...until the 66 ms are over: then the last position counts.
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe('faqs');
    // The end of the page is the contact section.
    act(() => {
      vi.advanceTimersByTime(100);
      scrollTo(4100);
    });
    expect(result.current).toBe('contact');
    unmount();
  });

  it('is null and listens to nothing off the home page', () => {
    const listen = vi.spyOn(window, 'addEventListener');
    const { result } = renderHook(() => useHomeSection(false));
    expect(result.current).toBeNull();
    expect(listen).not.toHaveBeenCalledWith('scroll', expect.anything(), expect.anything());
  });
});
