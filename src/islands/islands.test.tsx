import createCache from '@emotion/cache';
import { act, useId, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { islandAttributes, islandIdPrefix, islandNameOf } from '../components/islands/attributes';
import { wakeIsland, wakeIslandAndWait } from '../components/islands/wake';
import {
  island,
  islandCollector,
  IslandRenderingProvider,
  type IslandDefinition,
  type IslandProps,
} from '../components/islands/island';
import { IslandShell } from '../components/islands/IslandShell';
import type { PageInfo } from '../components/PageContext';
import { holdInput } from './pendingInput';
import { schedule } from './schedule';

const page: PageInfo = { routeId: 'terms', lng: 'en', pathname: '/terms' };

/** A counter whose button names its label by a generated id, like MUI's controls do. */
function Counter({ start, label }: { start: number; label: string }) {
  const [count, setCount] = useState(start);
  const id = useId();
  return (
    <p>
      <span id={id}>{label}</span>
      <button type="button" aria-describedby={id} onClick={() => setCount(count + 1)}>
        {count}
      </button>
    </p>
  );
}
const CounterIsland = island('test/Counter', Counter, { namespaces: [] });

/** The page as the prerenderer writes it: a slot per island, then each island on its own. */
function prerender(element: React.ReactNode) {
  const cache = createCache({ key: 'css' });
  const { renderer, fill } = islandCollector(
    ({ Component }: IslandDefinition, props: IslandProps, id: string) =>
      renderToString(
        <IslandShell cache={cache} page={page}>
          <Component {...props} />
        </IslandShell>,
        { identifierPrefix: islandIdPrefix(id) },
      ),
  );
  return fill(
    renderToString(<IslandRenderingProvider value={renderer}>{element}</IslandRenderingProvider>),
  );
}

beforeEach(() => {
  document.body.innerHTML = '';
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('an island', () => {
  it('is prerendered inside its element, with its name, moment, props and id', () => {
    const html = prerender(
      <main>
        <h1>Static</h1>
        <CounterIsland hydrate="visible" start={3} label="Taps" />
      </main>,
    );
    document.body.innerHTML = html;
    const element = document.querySelector<HTMLElement>(`[${islandAttributes.name}]`);
    expect(element?.getAttribute(islandAttributes.name)).toBe('test/Counter');
    expect(element?.getAttribute(islandAttributes.when)).toBe('visible');
    expect(JSON.parse(element?.getAttribute(islandAttributes.props) ?? '')).toEqual({
      start: 3,
      label: 'Taps',
    });
    expect(element?.getAttribute(islandAttributes.id)).toBe('i1');
    expect(element?.querySelector('button')?.textContent).toBe('3');
    // Its generated ids are its own tree's, as the browser will make them.
    expect(element?.querySelector('span')?.id).toContain(islandIdPrefix('i1'));
  });

  it('hydrates in the browser without a mismatch and answers', async () => {
    const { hydrateRoot } = await import('react-dom/client');
    document.body.innerHTML = prerender(<CounterIsland hydrate="load" start={1} label="Taps" />);
    const element = document.querySelector<HTMLElement>(`[${islandAttributes.name}]`)!;
    const prerendered = element.innerHTML;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(
        element,
        <IslandShell cache={createCache({ key: 'css' })} page={page}>
          <Counter start={1} label="Taps" />
        </IslandShell>,
        { identifierPrefix: islandIdPrefix('i1'), onRecoverableError: (error) => errors(error) },
      );
    });
    expect(errors).not.toHaveBeenCalled();
    expect(element.innerHTML).toBe(prerendered);
    await act(async () => element.querySelector('button')?.click());
    expect(element.querySelector('button')?.textContent).toBe('2');
  });

  it('renders in place where no renderer is given (the application, tests)', () => {
    const html = renderToString(<CounterIsland hydrate="idle" start={5} label="Taps" />);
    expect(html).toContain('data-island="test/Counter"');
    expect(html).toContain('>5</button>');
  });

  it('is named by its module path', () => {
    expect(islandNameOf('../app/header/Header.island.tsx')).toBe('app/header/Header');
    expect(islandNameOf('src/pages/home/Faq.island.tsx')).toBe('pages/home/Faq');
  });
});

describe('a tap before an island has hydrated', () => {
  it('is held, asks for hydration, and reaches the element afterwards', () => {
    document.body.innerHTML =
      '<div id="island"><button type="button">Open</button><a href="#x">Link</a></div>';
    const element = document.getElementById('island')!;
    const button = element.querySelector('button')!;
    const hydrateNow = vi.fn();
    const pending = holdInput(element, hydrateNow);
    const reached = vi.fn();
    button.addEventListener('click', reached);

    button.click();
    expect(hydrateNow).toHaveBeenCalledTimes(1);
    expect(reached).not.toHaveBeenCalled();

    // A link needs no script: it is left alone.
    const link = element.querySelector('a')!;
    const followed = vi.fn((event: Event) => event.preventDefault());
    link.addEventListener('click', followed);
    link.click();
    expect(followed).toHaveBeenCalledTimes(1);

    pending.replay();
    expect(reached).toHaveBeenCalledTimes(1);
    button.click();
    expect(reached).toHaveBeenCalledTimes(2);
  });

  it('is held and given again when it lands on an icon inside the button', () => {
    document.body.innerHTML =
      '<div id="island"><button type="button"><svg><path d="M0 0"></path></svg></button></div>';
    const element = document.getElementById('island')!;
    const pending = holdInput(element, () => {});
    const reached = vi.fn();
    element.querySelector('button')!.addEventListener('click', reached);
    element.querySelector('path')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(reached).not.toHaveBeenCalled();
    pending.replay();
    expect(reached).toHaveBeenCalledTimes(1);
  });

  it('is given to a radio button as a press, then the click: the press hydrates its part first', () => {
    document.body.innerHTML =
      '<div id="island"><label><input type="radio" name="goal" value="work" />Work</label></div>';
    const element = document.getElementById('island')!;
    const radio = element.querySelector('input')!;
    const pending = holdInput(element, () => {});
    const seen: string[] = [];
    for (const type of ['pointerdown', 'click']) {
      radio.addEventListener(type, () => seen.push(`${type}:${radio.checked}`));
    }
    radio.click();
    expect(radio.checked).toBe(false);
    pending.replay();
    // The press comes while the radio is still as React would find it: not yet turned.
    expect(seen).toEqual(['pointerdown:false', 'click:true']);
    expect(radio.checked).toBe(true);
  });

  it('holds a key that moves between controls, in order with taps, but not typing or Enter', () => {
    document.body.innerHTML =
      '<div id="island"><button type="button">Q1</button><input aria-label="Name" /></div>';
    const element = document.getElementById('island')!;
    const button = element.querySelector('button')!;
    const hydrateNow = vi.fn();
    const pending = holdInput(element, hydrateNow);
    const seen: string[] = [];
    button.addEventListener('keydown', (event) =>
      seen.push(`${event.key}${event.shiftKey ? '+shift' : ''}`),
    );
    button.addEventListener('click', () => seen.push('click'));
    const press = (target: Element, key: string, init: KeyboardEventInit = {}) =>
      target.dispatchEvent(
        new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }),
      );

    expect(press(button, 'ArrowDown', { shiftKey: true })).toBe(false);
    expect(press(button, 'Enter')).toBe(true);
    button.click();
    expect(press(element.querySelector('input')!, 'ArrowLeft')).toBe(true);
    expect(hydrateNow).toHaveBeenCalled();
    expect(seen).toEqual(['Enter']);

    pending.replay();
    expect(seen).toEqual(['Enter', 'ArrowDown+shift', 'click']);
  });

  it('is dropped, not held forever, when the island cannot hydrate', () => {
    document.body.innerHTML = '<div id="island"><button type="button">Open</button></div>';
    const element = document.getElementById('island')!;
    const button = element.querySelector('button')!;
    const pending = holdInput(element, () => {});
    const reached = vi.fn();
    button.addEventListener('click', reached);
    button.click();
    pending.release();
    expect(reached).not.toHaveBeenCalled();
    button.click();
    expect(reached).toHaveBeenCalledTimes(1);
  });
});

describe('the moment an island hydrates', () => {
  const islandElement = () => {
    document.body.innerHTML = '<div id="island"><p>Band</p></div>';
    return document.getElementById('island')!;
  };

  it('is at once for load', () => {
    const hydrate = vi.fn();
    schedule(islandElement(), 'load', hydrate);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('is on the first pointer, focus or key for interaction, and only once', () => {
    const element = islandElement();
    const hydrate = vi.fn();
    schedule(element, 'interaction', hydrate);
    expect(hydrate).not.toHaveBeenCalled();
    element.querySelector('p')?.dispatchEvent(new Event('focusin', { bubbles: true }));
    element.dispatchEvent(new Event('pointerdown'));
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('is on a hover for interaction: a menu that opens on hover', () => {
    const element = islandElement();
    const hydrate = vi.fn();
    schedule(element, 'interaction', hydrate);
    element.querySelector('p')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('is when woken by name, whatever its moment, and only for that name', () => {
    const element = islandElement();
    element.setAttribute(islandAttributes.name, 'app/Notifications');
    const hydrate = vi.fn();
    schedule(element, 'interaction', hydrate);
    wakeIsland('app/header/Header');
    expect(hydrate).not.toHaveBeenCalled();
    wakeIsland('app/Notifications');
    wakeIsland('app/Notifications');
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('is only when woken for wake: a visitor reaching into it changes nothing', () => {
    const element = islandElement();
    element.setAttribute(islandAttributes.name, 'pages/germany-check/FiguresSection');
    const hydrate = vi.fn();
    schedule(element, 'wake', hydrate);
    for (const type of ['pointerover', 'pointerdown', 'focusin', 'keydown']) {
      element.querySelector('p')?.dispatchEvent(new Event(type, { bubbles: true }));
    }
    expect(hydrate).not.toHaveBeenCalled();
    wakeIsland('pages/germany-check/FiguresSection');
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('woken and waited for, settles only once the island is marked hydrated', async () => {
    const element = islandElement();
    element.setAttribute(islandAttributes.name, 'pages/germany-check/CheckSection');
    const hydrate = vi.fn();
    schedule(element, 'interaction', hydrate);
    let settled = false;
    const ready = wakeIslandAndWait('pages/germany-check/CheckSection').then(() => {
      settled = true;
    });
    expect(hydrate).toHaveBeenCalledTimes(1);
    // Every task queued so far runs: none of them settles it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    element.dataset.hydrated = 'true';
    await ready;
    expect(settled).toBe(true);
  });

  it('is when its content nears the viewport for visible', () => {
    const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        targets: Element[] = [];
        constructor(callback: IntersectionObserverCallback) {
          observers.push({ callback, targets: this.targets });
        }
        observe(target: Element) {
          this.targets.push(target);
        }
        disconnect() {}
      },
    );
    const element = islandElement();
    const hydrate = vi.fn();
    schedule(element, 'visible', hydrate);
    // The wrapper has no box: its children are watched.
    expect(observers[0]?.targets).toEqual([element.querySelector('p')]);
    observers[0]?.callback(
      [{ isIntersecting: true } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('is after the load event, on a task of its own, for idle', async () => {
    const hydrate = vi.fn();
    schedule(islandElement(), 'idle', hydrate);
    expect(hydrate).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
  });
});
