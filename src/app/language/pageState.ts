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
 * drawn (an answer given while the language offer was open), so the link takes it now, for a
 * new tab too. A plain click loads the page in the other language as a new document, as every
 * move between pages is (docs/performance.md), also where a router drew the link.
 */
export function followWithPageState(
  event: MouseEvent<HTMLElement>,
  path: string,
  go: (address: string) => void = (address) => window.location.assign(address),
): void {
  const target = withPageState(path);
  event.currentTarget.setAttribute('href', target);
  const plainClick =
    event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
  if (plainClick) {
    event.preventDefault();
    go(target);
  }
}
