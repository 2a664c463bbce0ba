import type { MouseEvent } from 'react';

/**
 * A page's own state in its address, its query and its hash: the Germany check keeps the
 * visitor's answers in its query, so a language link carries them over and switching language
 * loses nothing. Read in the browser only: on the server it is empty, so the prerendered links
 * stay the plain paths.
 */
export function withPageState(path: string): string {
  if (typeof window === 'undefined') return path;
  return `${path}${window.location.search}${window.location.hash}`;
}

/**
 * When a language link is followed: the page's state may have changed since the link was
 * drawn (an answer given while the language offer was open), so the link takes it now. A plain
 * link simply gets the new address (opened here or in a new tab); a router's link would still
 * go to the one it was drawn with, so a plain click goes to the new address itself.
 */
export function followWithPageState(
  event: MouseEvent<HTMLElement>,
  path: string,
  go: (address: string) => void = (address) => window.location.assign(address),
): void {
  const target = withPageState(path);
  const link = event.currentTarget;
  if (link.getAttribute('href') === target) return;
  link.setAttribute('href', target);
  const plainClick =
    event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
  if (plainClick) {
    event.preventDefault();
    go(target);
  }
}
