import { storageKeys } from '../../config/storageKeys';
import { notify } from '../../lib/notify';

/** The specification's welcome delay: the notice shows 2 s after the home page loads. */
export const welcomeDelayMs = 2000;

/** The element carrying the welcome's copy, in the page language, for plain DOM to read. */
export const welcomeAttributes = { root: 'data-welcome', title: 'data-title', text: 'data-text' };

function alreadyWelcomed(): boolean {
  try {
    return window.sessionStorage.getItem(storageKeys.welcomeShown) === '1';
  } catch {
    return false;
  }
}

function rememberWelcomed() {
  try {
    window.sessionStorage.setItem(storageKeys.welcomeShown, '1');
  } catch {
    // Storage may be blocked; the notice still shows, and may show again on the next visit.
  }
}

const scheduled = new WeakSet<Element>();

/**
 * Shows the welcome 2 s after the page loads, once per browser session. Plain DOM, so the
 * home page needs no React for it: the islands script starts it, and the component that
 * renders the copy starts it from its effect where the page is the application (development).
 * Returns the undo.
 */
export function scheduleWelcome(
  element = document.querySelector(`[${welcomeAttributes.root}]`),
): () => void {
  if (!element || scheduled.has(element) || alreadyWelcomed()) return () => undefined;
  scheduled.add(element);
  const timer = window.setTimeout(() => {
    rememberWelcomed();
    notify({
      title: element.getAttribute(welcomeAttributes.title) ?? '',
      text: element.getAttribute(welcomeAttributes.text) ?? '',
    });
  }, welcomeDelayMs);
  return () => {
    window.clearTimeout(timer);
    scheduled.delete(element);
  };
}
