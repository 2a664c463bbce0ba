import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../test/matchMedia';
import { instantScrollAttribute, smoothAnchorLinks } from './anchorLinks';

function clickLink(
  href: string,
  init: MouseEventInit = {},
  attributes: Record<string, string> = {},
) {
  const link = document.createElement('a');
  link.href = href;
  link.textContent = 'Go';
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.body.append(link);
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  link.dispatchEvent(event);
  return event;
}

describe('smoothAnchorLinks', () => {
  beforeAll(() => smoothAnchorLinks());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it('scrolls to a band of the page, focuses it and names it in the address', () => {
    document.body.innerHTML = '<section id="closing">Closing</section>';
    stubMatchMedia(true); // reduced motion: one jump
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const event = clickLink('#closing');
    expect(event.defaultPrevented).toBe(true);
    expect(scrollTo).toHaveBeenCalled();
    expect(document.activeElement?.id).toBe('closing');
    expect(window.location.hash).toBe('#closing');
  });

  it('takes a link written with the page path too (the header’s /#contact on the home page)', () => {
    window.history.replaceState(null, '', '/es');
    document.body.innerHTML = '<section id="contact">Contacto</section>';
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    expect(clickLink('/es#contact').defaultPrevented).toBe(true);
    expect(clickLink('/de#contact').defaultPrevented).toBe(false);
  });

  it('jumps at once for a link that asks to (the skip link)', () => {
    document.body.innerHTML = '<main id="main">Main</main>';
    stubMatchMedia(false);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    clickLink('#main', {}, { [instantScrollAttribute]: '' });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(frame).not.toHaveBeenCalled();
  });

  it('leaves to the browser a modifier click, a missing band and a click already handled', () => {
    document.body.innerHTML = '<section id="closing">Closing</section>';
    expect(clickLink('#closing', { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(clickLink('#nowhere').defaultPrevented).toBe(false);
    document.body.addEventListener('click', (event) => event.preventDefault(), { once: true });
    const scrollTo = vi.spyOn(window, 'scrollTo');
    clickLink('#closing');
    expect(scrollTo).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('');
  });
});
