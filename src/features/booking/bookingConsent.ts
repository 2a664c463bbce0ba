import { storageKeys } from '../../config/storageKeys';
import { safely } from '../../lib/safely';
import { lockPageScroll } from '../../lib/pageScroll';

/**
 * The two-click step before the scheduling provider's script first loads: the visitor reads one
 * line that names the provider and either continues (the script loads) or opens the provider's
 * page in a new tab. The choice holds for the browser session, so the line shows once.
 * The line is prerendered closed on every page (./BookingConsentLine.tsx); this opens it.
 */
export type BookingChoice = 'continue' | 'newTab';
export type ConsentAnswer = BookingChoice | 'dismiss';

/** The attributes the line's markup and this script find each other by. */
export const consentAttributes = {
  dialog: 'data-booking-consent',
  answer: 'data-consent-answer',
} as const;

/** The choice made earlier in this session, if any. */
export function storedChoice(): BookingChoice | null {
  const value = safely(() => sessionStorage.getItem(storageKeys.bookingConsent), null);
  return value === 'continue' || value === 'newTab' ? value : null;
}

/** Storage blocked: the visitor is asked again next time, nothing else changes. */
function storeChoice(choice: BookingChoice) {
  safely(() => sessionStorage.setItem(storageKeys.bookingConsent, choice), undefined);
}

const isAnswer = (value: string | undefined): value is ConsentAnswer =>
  value === 'continue' || value === 'newTab' || value === 'dismiss';

let pending: ((answer: ConsentAnswer) => void) | null = null;
let unlockScroll: (() => void) | null = null;

/** Closes the line (the browser gives focus back to where it was) and settles the request. */
function settle(dialog: HTMLDialogElement, answer: ConsentAnswer) {
  if (answer !== 'dismiss') storeChoice(answer);
  if (dialog.open) dialog.close();
  unlockScroll?.();
  unlockScroll = null;
  const resolve = pending;
  pending = null;
  resolve?.(answer);
}

const listening = new WeakSet<HTMLDialogElement>();

function listen(dialog: HTMLDialogElement) {
  if (listening.has(dialog)) return;
  listening.add(dialog);
  dialog.addEventListener('click', (event) => {
    // The line's box fills the dialog element: a click on the element itself is on the backdrop.
    if (event.target === dialog) return settle(dialog, 'dismiss');
    const chosen =
      event.target instanceof Element
        ? event.target.closest(`[${consentAttributes.answer}]`)
        : null;
    const answer = chosen?.getAttribute(consentAttributes.answer) ?? undefined;
    // Not prevented: "open in a new tab" and the privacy policy are links the browser follows.
    if (isAnswer(answer)) settle(dialog, answer);
  });
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    settle(dialog, 'dismiss');
  });
}

/**
 * Shows the line and resolves with the visitor's answer; a second request replaces the first.
 * A page without the line (it is in every page's layout) cannot ask: the answer is a dismissal,
 * and the console says why.
 */
export function askForConsent(): Promise<ConsentAnswer> {
  pending?.('dismiss');
  pending = null;
  const dialog = document.querySelector<HTMLDialogElement>(`dialog[${consentAttributes.dialog}]`);
  if (!dialog) {
    console.error('Booking: the page has no consent line, so the scheduler cannot be offered.');
    return Promise.resolve('dismiss');
  }
  listen(dialog);
  return new Promise((resolve) => {
    pending = resolve;
    if (dialog.open) return;
    dialog.showModal();
    // The dialog itself takes focus, as MUI's did (the browser would pick the privacy link): a
    // screen reader reads the line from its start. Closing gives focus back to the button.
    dialog.focus();
    unlockScroll = lockPageScroll();
  });
}
