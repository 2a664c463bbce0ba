import { island } from '../../components/islands/island';
import { BookingConsentHost } from './BookingConsentHost';

/** The scheduler's consent line, shown when a booking button asks for it. */
export default island('features/booking/BookingConsentHost', BookingConsentHost, {
  namespaces: ['common'],
});
