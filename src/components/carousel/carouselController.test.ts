import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../test/matchMedia';
import { attachCarousel, startCarousels } from './carouselController';
import { carouselMarkup as m } from './carouselMarkup';

/** A slider as HeroCarousel prerenders it: first slide showing, rotating. */
function prerendered(count: number, timing = '{}') {
  const slides = Array.from(
    { length: count },
    (
      _,
      i,
    ) => `<div ${m.slide} ${m.active}="${i === 0}" ${i === 0 ? '' : 'aria-hidden="true" inert'}>
      <h2>Slide ${i + 1}</h2>${i === 0 ? `<p ${m.firstSlidePart}>Line</p>` : ''}</div>`,
  ).join('');
  const dots = Array.from(
    { length: count },
    (_, i) => `<button ${m.dot}="${i}" ${i === 0 ? 'aria-current="true"' : ''}>${i + 1}</button>`,
  ).join('');
  document.body.innerHTML = `<button id="outside">Outside</button>
    <section ${m.root}='${timing}' ${m.paused}="false">
      <button ${m.control}="rotation" ${m.pauseLabel}="Pause" ${m.playLabel}="Play" aria-label="Pause">R</button>
      <button ${m.control}="prev">Prev</button>${dots}<button ${m.control}="next">Next</button>
      <div ${m.slides} aria-live="off">${slides}</div>
    </section>`;
  return document.querySelector<HTMLElement>(`[${m.root}]`)!;
}

const index = () =>
  Number(document.querySelector('[aria-current="true"]')?.getAttribute(m.dot) ?? -1);
const press = (selector: string) => document.querySelector<HTMLElement>(selector)!.click();
const next = () => press(`[${m.control}="next"]`);
const prev = () => press(`[${m.control}="prev"]`);
const rotation = () => document.querySelector(`[${m.control}="rotation"]`)!;

let detach: () => void = () => {};
beforeEach(() => {
  vi.useFakeTimers();
  stubMatchMedia(false);
});
afterEach(() => {
  detach();
  vi.useRealTimers();
});

describe('a hero slider run by the DOM alone', () => {
  it('advances every 5000 ms and wraps to the first slide', () => {
    detach = attachCarousel(prerendered(3));
    vi.advanceTimersByTime(4999);
    expect(index()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(index()).toBe(1);
    vi.advanceTimersByTime(10000);
    expect(index()).toBe(0);
  });

  it('shows one slide: the others are aria-hidden and inert; the first keeps its heading', () => {
    detach = attachCarousel(prerendered(3));
    next();
    const [first, second] = document.querySelectorAll(`[${m.slide}]`);
    expect(second).toHaveAttribute(m.active, 'true');
    expect(second).not.toHaveAttribute('aria-hidden');
    expect(second).not.toHaveAttribute('inert');
    expect(first).toHaveAttribute(m.active, 'false');
    expect(first).not.toHaveAttribute('aria-hidden');
    expect(first?.querySelector(`[${m.firstSlidePart}]`)).toHaveAttribute('aria-hidden', 'true');
    expect(first?.querySelector(`[${m.firstSlidePart}]`)).toHaveAttribute('inert');
  });

  it('gives the other slides their images once it starts, not before', () => {
    const root = prerendered(3);
    const image = document.createElement('img');
    image.setAttribute(m.deferredSrc, '/images/home/hero-2.svg');
    root.querySelectorAll(`[${m.slide}]`)[1]?.append(image);
    expect(image).not.toHaveAttribute('src');
    detach = attachCarousel(root);
    expect(image).toHaveAttribute('src', '/images/home/hero-2.svg');
    expect(image).not.toHaveAttribute(m.deferredSrc);
  });

  it('wraps backwards, goes to a dot, and ignores navigation during the 500 ms lock', () => {
    detach = attachCarousel(prerendered(4));
    prev();
    expect(index()).toBe(3);
    next();
    expect(index()).toBe(3);
    vi.advanceTimersByTime(500);
    press(`[${m.dot}="1"]`);
    expect(index()).toBe(1);
  });

  it('gives each slide a full interval after a manual change', () => {
    detach = attachCarousel(prerendered(4));
    vi.advanceTimersByTime(4000);
    next();
    vi.advanceTimersByTime(4999);
    expect(index()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(index()).toBe(2);
  });

  it('stops while hovered, and while paused until play is pressed; the live region speaks then', () => {
    const root = prerendered(3);
    detach = attachCarousel(root);
    root.dispatchEvent(new MouseEvent('mouseenter'));
    vi.advanceTimersByTime(20000);
    expect(index()).toBe(0);
    expect(document.querySelector(`[${m.slides}]`)).toHaveAttribute('aria-live', 'polite');
    root.dispatchEvent(new MouseEvent('mouseleave'));
    vi.advanceTimersByTime(5000);
    expect(index()).toBe(1);

    rotation().dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(root).toHaveAttribute(m.paused, 'true');
    expect(rotation()).toHaveAttribute('aria-label', 'Play');
    vi.advanceTimersByTime(20000);
    expect(index()).toBe(1);
    rotation().dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(rotation()).toHaveAttribute('aria-label', 'Pause');
    vi.advanceTimersByTime(5000);
    expect(index()).toBe(2);
  });

  it('stays stopped after keyboard focus has come and gone, until play is pressed', () => {
    const root = prerendered(3);
    detach = attachCarousel(root);
    const dot = document.querySelector<HTMLElement>(`[${m.dot}="2"]`)!;
    vi.spyOn(dot, 'matches').mockImplementation((selector) => selector === ':focus-visible');
    dot.dispatchEvent(new FocusEvent('focusin', { bubbles: true, relatedTarget: null }));
    expect(root).toHaveAttribute(m.paused, 'true');
    vi.advanceTimersByTime(20000);
    expect(index()).toBe(0);
  });

  it('does not rotate under prefers-reduced-motion, but the visitor can press play', () => {
    stubMatchMedia(true);
    const root = prerendered(3);
    detach = attachCarousel(root);
    expect(root).toHaveAttribute(m.paused, 'true');
    expect(rotation()).toHaveAttribute('aria-label', 'Play');
    vi.advanceTimersByTime(20000);
    expect(index()).toBe(0);
    rotation().dispatchEvent(new MouseEvent('click', { bubbles: true }));
    vi.advanceTimersByTime(5000);
    expect(index()).toBe(1);
  });

  it('starts from the page with the timing its region carries, once', () => {
    prerendered(3, '{"intervalMs":1000}');
    startCarousels();
    startCarousels();
    vi.advanceTimersByTime(1000);
    expect(index()).toBe(1);
    detach = attachCarousel(document.querySelector<HTMLElement>(`[${m.root}]`)!);
    vi.advanceTimersByTime(1000);
    expect(index()).toBe(2);
  });
});
