import { wakeIsland } from '../components/islands/wake';
import { dismissHintsOnEscape } from '../components/hintDismissal';
import type { PageInfo } from '../components/PageContext';
import { smoothAnchorLinks, warnOfMissingAnchor } from '../lib/anchorLinks';
import { chatIsland, chatWasOpen } from '../features/chat/chatOpenState';
import { openBookingOnClick } from '../features/booking/bookingLinks';
import { openRequestedBooking } from '../features/booking/bookingRequest';
import { watchScrolledHeader } from './header/scrolledState';
import { languageOfferIsland, offerDue } from './language/languageChoice';

/**
 * What the shell does by itself on a page that boots as islands, before any of its islands
 * hydrates (they wait for a visitor's touch: docs/performance.md, the island map). Plain DOM
 * and storage, no React: the header's scrolled look, Escape for the floating buttons' hints,
 * the booking buttons and a booking /book-call asked for, smooth links to a band of the page, and waking the language offer for
 * the few visitors who get one, and the chat for those who had it open on the page before.
 */
export function bootShell(page: PageInfo): void {
  watchScrolledHeader();
  dismissHintsOnEscape();
  openBookingOnClick();
  openRequestedBooking();
  smoothAnchorLinks();
  warnOfMissingAnchor();
  if (offerDue(page.lng)) wakeIsland(languageOfferIsland);
  if (chatWasOpen()) wakeIsland(chatIsland);
}
