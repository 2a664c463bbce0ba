/**
 * Notifications ("toasts") without a framework: a page that boots as islands shows the home
 * page's welcome at 2 s with no React loaded, so the stack is plain DOM. They go into the
 * notifications region the layout prerenders (src/app/Notifications.tsx), whose styles give
 * them their look; the application's components call the same function.
 */

import { watchBottomOverlay } from './overlays';

export type NoticeVariant = 'default' | 'info' | 'error';

export interface Notice {
  title: string;
  text: string;
  variant?: NoticeVariant;
  /** How long it stays, unless the pointer or focus rests on it. */
  autoHideMs?: number;
}

/** The attributes the region's styles and the tests find the stack and its notices by. */
export const noticeAttributes = { stack: 'data-notices', notice: 'data-notice' } as const;

/**
 * A notice's copy written on an element of the prerendered page, in its language, for plain DOM
 * to show later (`noticeFrom`): the welcome, an external form's link.
 */
const noticeCopyAttributes = { title: 'data-notify-title', text: 'data-notify-text' } as const;

export const noticeCopy = (title: string, text: string) => ({
  [noticeCopyAttributes.title]: title,
  [noticeCopyAttributes.text]: text,
});

export const noticeFrom = (element: Element, variant?: NoticeVariant): Notice => ({
  title: element.getAttribute(noticeCopyAttributes.title) ?? '',
  text: element.getAttribute(noticeCopyAttributes.text) ?? '',
  variant,
});

export const defaultAutoHideMs = 5000;
/** At most this many at once: a new one pushes out the oldest. */
export const maxNotices = 3;
/** The exit fade, in ms (its CSS lives with the region's styles). */
export const noticeExitMs = 195;

const stackElement = () => document.querySelector<HTMLElement>(`[${noticeAttributes.stack}]`);

function dismiss(notice: HTMLElement) {
  if (notice.dataset.leaving) return;
  notice.dataset.leaving = 'true';
  window.setTimeout(() => notice.remove(), noticeExitMs);
}

/**
 * Hides the notice after `ms`, pausing while a pointer or the focus rests on it (WCAG 2.2.1):
 * the time left runs on when both have gone.
 */
function hideAfter(notice: HTMLElement, ms: number) {
  let left = ms;
  let startedAt = 0;
  let timer = 0;
  let resting = 0;
  const run = () => {
    startedAt = Date.now();
    timer = window.setTimeout(() => dismiss(notice), left);
  };
  const pause = () => {
    if (resting++ > 0) return;
    window.clearTimeout(timer);
    left = Math.max(1000, left - (Date.now() - startedAt));
  };
  const resume = () => {
    if (--resting > 0) return;
    resting = 0;
    run();
  };
  notice.addEventListener('pointerenter', pause);
  notice.addEventListener('pointerleave', resume);
  notice.addEventListener('focusin', pause);
  notice.addEventListener('focusout', resume);
  run();
}

function noticeElement({ title, text, variant = 'default' }: Notice): HTMLElement {
  const notice = document.createElement('div');
  notice.setAttribute(noticeAttributes.notice, variant);
  // An error interrupts (it says something failed); anything else is read politely by the
  // region, which is a live region from the start.
  if (variant === 'error') notice.setAttribute('role', 'alert');
  const heading = document.createElement('p');
  heading.dataset.noticeTitle = '';
  heading.textContent = title;
  const body = document.createElement('p');
  body.textContent = text;
  notice.append(heading, body);
  return notice;
}

/**
 * Alt+T moves focus to the notifications on screen, if there are any (with none it does
 * nothing, rather than focus an empty region). When they have all gone, focus goes back to
 * where it was.
 */
function focusOnAltT(stack: HTMLElement) {
  let watching: MutationObserver | null = null;
  window.addEventListener('keydown', (event) => {
    if (!event.altKey || event.code !== 'KeyT') return;
    if (!stack.querySelector(`[${noticeAttributes.notice}]:not([data-leaving])`)) return;
    event.preventDefault();
    const from = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stack.tabIndex = -1;
    stack.focus();
    watching?.disconnect();
    watching = new MutationObserver(() => {
      if (stack.childElementCount > 0) return;
      watching?.disconnect();
      const lost = document.activeElement === stack || document.activeElement === document.body;
      if (lost) (from?.isConnected ? from : document.getElementById('main'))?.focus();
    });
    watching.observe(stack, { childList: true });
  });
}

let regionStarted = false;

/**
 * What the region does once a notice has been shown: Alt+T, and the page keeping focus clear
 * of the notices (./overlays.ts). Started by the first notice, so a page without one loads
 * nothing for it.
 */
function startRegion(stack: HTMLElement) {
  if (regionStarted) return;
  regionStarted = true;
  focusOnAltT(stack);
  watchBottomOverlay(stack);
}

/** Shows a notification in the page's notifications region. */
export function notify(notice: Notice): void {
  const stack = stackElement();
  if (!stack) {
    console.warn('notify: the page has no notifications region.', notice.title);
    return;
  }
  startRegion(stack);
  const element = noticeElement(notice);
  stack.append(element);
  const shown = Array.from(stack.querySelectorAll<HTMLElement>(`[${noticeAttributes.notice}]`));
  const staying = shown.filter((item) => !item.dataset.leaving);
  staying.slice(0, Math.max(0, staying.length - maxNotices)).forEach(dismiss);
  hideAfter(element, notice.autoHideMs ?? defaultAutoHideMs);
}
