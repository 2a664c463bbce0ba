import { storageKeys } from '../../config/storageKeys';
import { noticeFrom, notify } from '../../lib/notify';
import { safely } from '../../lib/safely';

/** The specification's welcome delay: the notice shows 2 s after the home page loads. */
export const welcomeDelayMs = 2000;

/** Marks the element carrying the welcome's copy (`noticeCopy`), for plain DOM to find. */
export const welcomeAttribute = 'data-welcome';

const alreadyWelcomed = () =>
  safely(() => window.sessionStorage.getItem(storageKeys.welcomeShown) === '1', false);

/** Storage may be blocked; the notice still shows, and may show again on the next page load. */
const rememberWelcomed = () =>
  safely(() => window.sessionStorage.setItem(storageKeys.welcomeShown, '1'), undefined);

const scheduled = new WeakSet<Element>();

/**
 * Shows the welcome 2 s after the page loads, once per browser session. Plain DOM, so the
 * home page needs no React for it: the islands script starts it, and the component that
 * renders the copy starts it from its effect where the page is the application (development).
 * Returns the undo.
 */
export function scheduleWelcome(
  element = document.querySelector(`[${welcomeAttribute}]`),
): () => void {
  if (!element || scheduled.has(element) || alreadyWelcomed()) return () => undefined;
  scheduled.add(element);
  const timer = window.setTimeout(() => {
    rememberWelcomed();
    notify(noticeFrom(element));
  }, welcomeDelayMs);
  return () => {
    window.clearTimeout(timer);
    scheduled.delete(element);
  };
}
