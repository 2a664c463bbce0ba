import { site } from '../../config/site';
import type { SiteConfig } from '../../config/siteConfig';
import { askForConsent, storedChoice } from './bookingConsent';

/** The part of the scheduling provider's popup API that the site uses. */
export interface SchedulerApi {
  initPopupWidget(options: { url: string }): void;
}

declare global {
  interface Window {
    Calendly?: SchedulerApi;
  }
}

/** Past this, the visitor still has the click's user activation, so a new tab is allowed. */
export const schedulerLoadTimeoutMs = 4000;

let scheduler: Promise<SchedulerApi> | null = null;

function loadScheduler(booking: SiteConfig['booking']): Promise<SchedulerApi> {
  if (!document.head.querySelector('link[data-booking]')) {
    const stylesheet = Object.assign(document.createElement('link'), {
      rel: 'stylesheet',
      href: booking.stylesheetUrl,
    });
    stylesheet.dataset.booking = '';
    document.head.appendChild(stylesheet);
  }
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(
      () => reject(new Error(`Timed out loading ${booking.scriptUrl}`)),
      schedulerLoadTimeoutMs,
    );
    const script = Object.assign(document.createElement('script'), {
      src: booking.scriptUrl,
      async: true,
    });
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      if (window.Calendly) resolve(window.Calendly);
      else reject(new Error(`${booking.scriptUrl} loaded without the popup API`));
    });
    script.addEventListener('error', () => {
      window.clearTimeout(timer);
      script.remove();
      reject(new Error(`Could not load ${booking.scriptUrl}`));
    });
    document.head.appendChild(script);
  });
}

const openInNewTab = (url: string) => window.open(url, '_blank', 'noopener,noreferrer');

/**
 * Book a Call, the same everywhere: the scheduling popup, loaded on first use only and only
 * after the visitor continues past the line that names the provider (or the booking page in a
 * new tab, if that was their choice this session). If the provider's script cannot load, the
 * error is logged and the booking page opens in a new tab.
 */
export async function openBooking(
  booking: SiteConfig['booking'] = site.booking,
): Promise<'popup' | 'newTab' | 'dismissed'> {
  if (!scheduler) {
    // Read before any await: a new tab needs the click's user activation.
    const earlier = storedChoice();
    if (earlier === 'newTab') {
      openInNewTab(booking.url);
      return 'newTab';
    }
    if (!earlier) {
      const answer = await askForConsent();
      // "Open in a new tab" is a link the visitor clicked: the browser opened the tab.
      if (answer === 'newTab') return 'newTab';
      if (answer === 'dismiss') return 'dismissed';
    }
  }
  try {
    scheduler ??= loadScheduler(booking);
    (await scheduler).initPopupWidget({ url: booking.url });
    return 'popup';
  } catch (error) {
    scheduler = null;
    console.error(
      'Booking: the scheduling widget did not load; opening the booking page in a new tab.',
      error,
    );
    openInNewTab(booking.url);
    return 'newTab';
  }
}
