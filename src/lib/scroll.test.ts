import type { MouseEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../test/matchMedia';
import { scrollOnClick } from './scroll';

function click(modifiers: { ctrlKey?: boolean } = {}) {
  const preventDefault = vi.fn();
  const event = { metaKey: false, ctrlKey: false, shiftKey: false, ...modifiers, preventDefault };
  return { event: event as unknown as MouseEvent<HTMLAnchorElement>, preventDefault };
}

describe('scrollOnClick', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it('scrolls to the band, focuses it and names it in the address', () => {
    document.body.innerHTML = '<section id="closing">Closing</section>';
    stubMatchMedia(true); // reduced motion: one jump
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { event, preventDefault } = click();
    scrollOnClick('closing')(event);
    expect(preventDefault).toHaveBeenCalled();
    expect(scrollTo).toHaveBeenCalled();
    expect(document.activeElement?.id).toBe('closing');
    expect(window.location.hash).toBe('#closing');
  });

  it('leaves a click with a modifier key to the browser (a new tab)', () => {
    document.body.innerHTML = '<section id="closing">Closing</section>';
    const { event, preventDefault } = click({ ctrlKey: true });
    scrollOnClick('closing')(event);
    expect(preventDefault).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('');
  });
});
