import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { islandAttributes } from '../components/islands/attributes';

const boot = readFileSync('scripts/deferredBoot.js', 'utf8');

/** Runs the inlined boot script on a page with an island holding a button and a link. */
function loadPage() {
  document.body.innerHTML = `
    <div ${islandAttributes.name}="app/header/Header">
      <button type="button">Menu<svg><path d="M0 0"></path></svg></button>
      <a href="#elsewhere">Elsewhere</a>
    </div>
    <button type="button" id="outside">Outside</button>`;
  // The paint observer is not under test: without it the script waits for `load`.
  runInNewContext(boot, {
    document,
    Element,
    MouseEvent,
    MutationObserver,
    MessageChannel,
    addEventListener: window.addEventListener.bind(window),
  });
  const pressed = vi.fn<(text: string | null) => void>();
  document.body.addEventListener('click', (event) => {
    pressed((event.target as Element).textContent);
  });
  return { pressed, button: document.querySelector('button')!, link: document.querySelector('a')! };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  document.documentElement.removeAttribute('data-islands');
});

describe('the boot script, before the page answers taps', () => {
  it('holds a tap on an island and gives it again once the islands script holds taps', async () => {
    const { pressed, button } = loadPage();
    button.click();
    expect(pressed).not.toHaveBeenCalled();
    document.documentElement.dataset.islands = 'ready';
    await settle();
    expect(pressed).toHaveBeenCalledWith('Menu');
    button.click();
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it('gives a held tap on an icon inside a button to the button', async () => {
    const { pressed, button } = loadPage();
    button.querySelector('path')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.documentElement.dataset.islands = 'ready';
    await settle();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('leaves links and everything outside the islands alone', () => {
    const { pressed, link } = loadPage();
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    document.getElementById('outside')!.click();
    expect(pressed.mock.calls).toEqual([['Elsewhere'], ['Outside']]);
  });
});
