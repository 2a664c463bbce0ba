import { requestBookingAt } from '../../features/booking/bookingRequest';

/** The element naming the home page of the page's language, for plain DOM to read. */
export const homePathAttribute = 'data-home-path';

/** What /book-call does when it boots as islands: on to the home page, which opens the scheduler. */
export function startBookCall(): void {
  const homePath = document
    .querySelector(`[${homePathAttribute}]`)
    ?.getAttribute(homePathAttribute);
  if (homePath) requestBookingAt(homePath);
}
