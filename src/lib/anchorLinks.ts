import { scrollToId } from './scroll';

/** A link that jumps (the skip link) rather than glides: moving focus is its whole point. */
export const instantScrollAttribute = 'data-instant-scroll';

let listening = false;

/**
 * Links to a band of the same page scroll there smoothly below the header (the
 * specification's 80 px and 700 ms), move focus there, and the address names the band. One
 * document listener, plain DOM, for every page however it boots: an ordinary `#anchor` link
 * works before any script, and a handler that already took the click (a router link, the
 * mobile menu) is left alone. A click with a modifier key keeps the browser's own meaning.
 */
export function smoothAnchorLinks(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return;
    const url = new URL(link.href);
    const here = window.location;
    if (url.origin !== here.origin || url.pathname !== here.pathname) return;
    if (url.search !== here.search || url.hash.length < 2) return;
    const id = decodeURIComponent(url.hash.slice(1));
    // A band this page lacks: the browser does what it does with an unknown fragment.
    if (!document.getElementById(id)) return;
    event.preventDefault();
    const duration = link.hasAttribute(instantScrollAttribute) ? 0 : undefined;
    if (scrollToId(id, { duration }))
      window.history.replaceState(window.history.state, '', url.hash);
  });
}

/**
 * A page opened at an anchor it lacks (an old link, a typo) stays as it is, at its top; the
 * console says why, as a scripted scroll to a missing band does (./scroll.ts).
 */
export function warnOfMissingAnchor(): void {
  const id = decodeURIComponent(window.location.hash.slice(1));
  if (id && !document.getElementById(id))
    console.warn(`Scroll target #${id} not found on this page.`);
}
