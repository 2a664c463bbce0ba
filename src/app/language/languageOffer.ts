import type { Locale } from '../../i18n/locales';
import { watchBottomOverlay } from '../../lib/overlays';
import { dismissOffer, offerDue, rememberLocale } from './languageChoice';
import { followWithPageState } from './pageState';

/** How the prerendered offers (./LanguageOffers.tsx) are found: by language, and their close button. */
export const offerAttributes = {
  offer: 'data-language-offer',
  dismiss: 'data-language-offer-dismiss',
} as const;

/**
 * Shows the offer of this page in the language the browser prefers, to a visitor who never
 * chose one nor declined it. Never an automatic redirect. Plain DOM on a prerendered banner, so
 * a page loads no framework for it: its link remembers the choice and keeps the page's answers;
 * its close button and Escape dismiss it for good, and dismissing it from the keyboard puts
 * focus back where it came from, or on the main content. Returns how to take the offer back.
 */
export function offerLanguage(current: Locale): () => void {
  const preferred = offerDue(current);
  const banner =
    preferred && document.querySelector<HTMLElement>(`[${offerAttributes.offer}="${preferred}"]`);
  if (!banner) return () => undefined;
  const listening = new AbortController();
  const { signal } = listening;
  let cameFrom: HTMLElement | null = null;
  banner.hidden = false;
  const stopWatching = watchBottomOverlay(banner);
  const withdraw = () => {
    banner.hidden = true;
    stopWatching();
    listening.abort();
  };
  const dismiss = () => {
    if (banner.contains(document.activeElement)) {
      (cameFrom?.isConnected ? cameFrom : document.getElementById('main'))?.focus();
    }
    withdraw();
    dismissOffer();
  };
  banner.addEventListener(
    'focusin',
    (event) => {
      const from = event.relatedTarget;
      if (from instanceof HTMLElement && from !== document.body && !banner.contains(from)) {
        cameFrom = from;
      }
    },
    { signal },
  );
  banner.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      dismiss();
    },
    { signal },
  );
  banner
    .querySelector(`[${offerAttributes.dismiss}]`)
    ?.addEventListener('click', dismiss, { signal });
  const link = banner.querySelector('a');
  link?.addEventListener(
    'click',
    (event) => {
      rememberLocale(preferred);
      followWithPageState(event, link.pathname);
    },
    { signal },
  );
  return withdraw;
}
