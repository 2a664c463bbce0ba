import { wakeIsland } from '../../components/islands/wake';
import { storageKeys } from '../../config/storageKeys';
import { safely } from '../../lib/safely';

/** The island that shows the line (./BookingConsentHost.island.tsx), woken when a button asks. */
export const bookingConsentIsland = 'features/booking/BookingConsentHost';

/**
 * The two-click step before the scheduling provider's script first loads: the visitor reads one
 * line that names the provider and either continues (the script loads) or opens the provider's
 * page in a new tab. The choice holds for the browser session, so the line shows once.
 */
export type BookingChoice = 'continue' | 'newTab';
export type ConsentAnswer = BookingChoice | 'dismiss';

/** The choice made earlier in this session, if any. */
export function storedChoice(): BookingChoice | null {
  const value = safely(() => sessionStorage.getItem(storageKeys.bookingConsent), null);
  return value === 'continue' || value === 'newTab' ? value : null;
}

/** Storage blocked: the visitor is asked again next time, nothing else changes. */
function storeChoice(choice: BookingChoice) {
  safely(() => sessionStorage.setItem(storageKeys.bookingConsent, choice), undefined);
}

type Listener = () => void;
let pending: ((answer: ConsentAnswer) => void) | null = null;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((listener) => listener());

/** Shows the line and resolves with the visitor's answer; a second request replaces the first. */
export function askForConsent(): Promise<ConsentAnswer> {
  pending?.('dismiss');
  return new Promise((resolve) => {
    pending = resolve;
    notify();
    wakeIsland(bookingConsentIsland);
  });
}

/** Answers the open request; a choice (not a dismissal) is kept for the session. */
export function answerConsent(answer: ConsentAnswer) {
  if (answer !== 'dismiss') storeChoice(answer);
  const resolve = pending;
  pending = null;
  notify();
  resolve?.(answer);
}

/** For useSyncExternalStore: whether a request waits for an answer. */
export const consentStore = {
  subscribe: (listener: Listener) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  isAsking: () => pending !== null,
  isAskingOnServer: () => false,
};
