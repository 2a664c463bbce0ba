import { site } from '../../config/site';
import type { SiteConfig } from '../../config/siteConfig';

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

/**
 * Book a Call, the same everywhere: the scheduling popup, loaded on first use only.
 * If the provider's script cannot load, the error is logged and the booking page opens in a new tab.
 */
export async function openBooking(
  booking: SiteConfig['booking'] = site.booking,
): Promise<'popup' | 'newTab'> {
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
    window.open(booking.url, '_blank', 'noopener,noreferrer');
    return 'newTab';
  }
}
