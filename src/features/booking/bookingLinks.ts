import { openBooking } from './booking';

/**
 * Marks a Book a Call link. Without JavaScript it is a link to /book-call, which opens the
 * scheduler there; with it, a plain click opens the scheduler in place. One listener on the
 * document does that for every such link, so a booking button needs no React: it works on a
 * page whose islands have not hydrated, and in a static band.
 */
export const bookCallAttribute = 'data-book-call';

let listening = false;

/** Starts the listener once; the islands script and the application both ask for it. */
export function openBookingOnClick(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('click', (event) => {
    const opensElsewhere =
      event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || opensElsewhere || !(event.target instanceof Element)) return;
    if (!event.target.closest(`a[${bookCallAttribute}]`)) return;
    event.preventDefault();
    void openBooking();
  });
}
