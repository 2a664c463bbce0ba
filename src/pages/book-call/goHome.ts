import { bookingRequestParam } from '../../features/booking/bookingRequest';

/** The element naming the home page of the page's language, for the redirect to read. */
export const homePathAttribute = 'data-home-path';

/**
 * Replaces /book-call with the home page of its language, asking it to open the scheduler
 * (src/features/booking/bookingRequest.ts). Self-contained: its own source is the page's inline
 * script (`goHomeScript`), so it may use nothing from outside its parameters.
 */
export function goHome(doc: Document, loc: Location, attribute: string, param: string): void {
  const homePath = doc.querySelector(`[${attribute}]`)?.getAttribute(attribute);
  if (homePath) loc.replace(`${homePath}?${param}`);
}

/**
 * Run where the page's HTML names the home path, as the browser parses it: the visitor is on the
 * home page before the rest of /book-call, its styles' work or any script has loaded. Without
 * JavaScript the page stays, with its link to the booking page. The server's CSP allows it by
 * its hash, like every inline script of the build.
 */
export const goHomeScript = `(${goHome.toString()})(document, location, ${JSON.stringify(homePathAttribute)}, ${JSON.stringify(bookingRequestParam)});`;
