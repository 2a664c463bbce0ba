import type { MouseEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followWithPageState, withPageState } from './pageState';

const answers = '?goal=work&salary=48000';

/** A click on a link drawn with `href`, as React hands it to a handler. */
function click(href: string, modifiers: Partial<Pick<MouseEvent, 'ctrlKey' | 'button'>> = {}) {
  const link = document.createElement('a');
  link.setAttribute('href', href);
  const preventDefault = vi.fn();
  const event = {
    currentTarget: link,
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    preventDefault,
    ...modifiers,
  };
  // The handler reads only these fields of React's event.
  return { link, preventDefault, event: event as unknown as MouseEvent<HTMLElement> };
}

describe('language links keep the page’s query and hash', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('adds the query and the hash of the page in the browser to a language’s path', () => {
    window.history.replaceState(null, '', `/es/germany-check${answers}#check`);
    expect(withPageState('/de/germany-check')).toBe(`/de/germany-check${answers}#check`);
    window.history.replaceState(null, '', '/es/germany-check');
    expect(withPageState('/de/germany-check')).toBe('/de/germany-check');
  });

  it('takes answers given after the link was drawn, on a plain click and in a new tab', () => {
    window.history.replaceState(null, '', `/es/germany-check${answers}`);
    const assign = vi.fn();
    const plain = click('/de/germany-check');
    followWithPageState(plain.event, '/de/germany-check', assign);
    expect(plain.link.getAttribute('href')).toBe(`/de/germany-check${answers}`);
    expect(plain.preventDefault).toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith(`/de/germany-check${answers}`);

    assign.mockClear();
    const newTab = click('/de/germany-check', { ctrlKey: true });
    followWithPageState(newTab.event, '/de/germany-check', assign);
    expect(newTab.link.getAttribute('href')).toBe(`/de/germany-check${answers}`);
    expect(newTab.preventDefault).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('loads the other language as a new document, also from a link drawn up to date', () => {
    window.history.replaceState(null, '', `/es/germany-check${answers}`);
    const assign = vi.fn();
    const current = click(`/de/germany-check${answers}`);
    followWithPageState(current.event, '/de/germany-check', assign);
    expect(current.preventDefault).toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith(`/de/germany-check${answers}`);
  });
});
