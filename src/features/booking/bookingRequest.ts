import { openBooking } from './booking';

/**
 * /book-call takes the visitor home and opens the scheduler there (the specification's "on
 * load triggers the shared booking action, then redirects to /"). Moving between pages is
 * document navigation, so the request travels in the home page's address, which the home page
 * then drops: `/es?book`.
 */
export const bookingRequestParam = 'book';

/**
 * On arrival: if the address asks for the scheduler, drops the request from it (a reload or a
 * shared link must not ask again) and opens the scheduler.
 */
export function openRequestedBooking(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(bookingRequestParam)) return;
  url.searchParams.delete(bookingRequestParam);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  void openBooking();
}
