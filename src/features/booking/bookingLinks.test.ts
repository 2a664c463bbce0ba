import { beforeEach, describe, expect, it, vi } from 'vitest';

const openBooking = vi.fn(() => Promise.resolve('popup' as const));
vi.mock('./booking', () => ({ openBooking }));
const { bookCallAttribute, openBookingOnClick } = await import('./bookingLinks');

/** Clicks the element and says whether the browser would still follow the link. */
function click(element: Element, init: MouseEventInit = {}) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
  element.dispatchEvent(event);
  return !event.defaultPrevented;
}

beforeEach(() => {
  openBooking.mockClear();
  document.body.innerHTML = `
    <a href="/book-call" ${bookCallAttribute}><svg><path d="M0 0"></path></svg>Book a call</a>
    <a href="/contact">Contact</a>`;
  openBookingOnClick();
  openBookingOnClick();
});

describe('Book a Call links', () => {
  it('open the scheduler in place on a plain click, an icon inside included, once per click', () => {
    const link = document.querySelector(`a[${bookCallAttribute}]`)!;
    expect(click(link)).toBe(false);
    expect(click(link.querySelector('path')!)).toBe(false);
    expect(openBooking).toHaveBeenCalledTimes(2);
  });

  it('stay links for a click that opens elsewhere, and other links stay untouched', () => {
    const link = document.querySelector(`a[${bookCallAttribute}]`)!;
    expect(click(link, { ctrlKey: true })).toBe(true);
    expect(click(link, { metaKey: true })).toBe(true);
    expect(click(link, { shiftKey: true })).toBe(true);
    expect(click(document.querySelector('a[href="/contact"]')!)).toBe(true);
    expect(openBooking).not.toHaveBeenCalled();
  });
});
