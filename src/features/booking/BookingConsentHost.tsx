import { lazy, Suspense, useSyncExternalStore } from 'react';
import { consentStore } from './bookingConsent';

// The line's code loads when a visitor first asks to book, like the scheduler itself.
const BookingConsentDialog = lazy(async () => ({
  default: (await import('./BookingConsentDialog')).BookingConsentDialog,
}));

/** Shows the booking consent line while the booking action waits for the visitor's answer. */
export function BookingConsentHost() {
  const asking = useSyncExternalStore(
    consentStore.subscribe,
    consentStore.isAsking,
    consentStore.isAskingOnServer,
  );
  return asking ? (
    <Suspense fallback={null}>
      <BookingConsentDialog />
    </Suspense>
  ) : null;
}
