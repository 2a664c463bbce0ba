import { island } from '../../components/islands/island';
import { bookingConsentIsland } from './bookingConsent';
import { BookingConsentHost } from './BookingConsentHost';

/** The scheduler's consent line, shown when a booking button asks for it. */
export default island(bookingConsentIsland, BookingConsentHost, {
  namespaces: ['common'],
});
