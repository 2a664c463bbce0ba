import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../config/storageKeys';

const booking = {
  url: 'https://scheduling.test/intro',
  scriptUrl: 'https://scheduling.test/widget.js',
  stylesheetUrl: 'https://scheduling.test/widget.css',
};

// Each test starts with a fresh module: the loaded scheduler is kept per page.
async function load() {
  vi.resetModules();
  const consent = await import('./bookingConsent');
  const { openBooking } = await import('./booking');
  return { ...consent, openBooking };
}

const schedulerScript = () => document.head.querySelector(`script[src="${booking.scriptUrl}"]`);

describe('openBooking', () => {
  beforeEach(() => {
    sessionStorage.clear();
    document.head.innerHTML = '';
  });
  afterEach(() => {
    vi.restoreAllMocks();
    delete window.Calendly;
  });

  it('asks first, and loads nothing from the provider until the visitor continues', async () => {
    const { openBooking, consentStore, answerConsent } = await load();
    const result = openBooking(booking);
    await vi.waitFor(() => expect(consentStore.isAsking()).toBe(true));
    expect(schedulerScript()).toBeNull();
    expect(document.head.querySelector('link[data-booking]')).toBeNull();

    answerConsent('continue');
    await vi.waitFor(() => expect(schedulerScript()).not.toBeNull());
    expect(sessionStorage.getItem(storageKeys.bookingConsent)).toBe('continue');
    const initPopupWidget = vi.fn();
    window.Calendly = { initPopupWidget };
    schedulerScript()?.dispatchEvent(new Event('load'));
    await expect(result).resolves.toBe('popup');
    expect(initPopupWidget).toHaveBeenCalledWith({ url: booking.url });
  });

  it('does not ask again in the same session once the visitor continued', async () => {
    sessionStorage.setItem(storageKeys.bookingConsent, 'continue');
    const { openBooking, consentStore } = await load();
    void openBooking(booking);
    await vi.waitFor(() => expect(schedulerScript()).not.toBeNull());
    expect(consentStore.isAsking()).toBe(false);
  });

  it('closed without a choice: nothing loads, nothing is kept, and it asks again next time', async () => {
    const { openBooking, consentStore, answerConsent } = await load();
    const first = openBooking(booking);
    await vi.waitFor(() => expect(consentStore.isAsking()).toBe(true));
    answerConsent('dismiss');
    await expect(first).resolves.toBe('dismissed');
    expect(schedulerScript()).toBeNull();
    expect(sessionStorage.getItem(storageKeys.bookingConsent)).toBeNull();
    void openBooking(booking);
    await vi.waitFor(() => expect(consentStore.isAsking()).toBe(true));
  });

  it('after "open in a new tab", later clicks open the booking page in a new tab at once', async () => {
    const { openBooking, consentStore, answerConsent } = await load();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const first = openBooking(booking);
    await vi.waitFor(() => expect(consentStore.isAsking()).toBe(true));
    // The choice is a link the visitor clicks; the browser opens that tab itself.
    answerConsent('newTab');
    await expect(first).resolves.toBe('newTab');
    expect(open).not.toHaveBeenCalled();

    const second = openBooking(booking);
    // Synchronously, within the click, so the browser allows the tab.
    expect(open).toHaveBeenCalledWith(booking.url, '_blank', 'noopener,noreferrer');
    await expect(second).resolves.toBe('newTab');
    expect(consentStore.isAsking()).toBe(false);
    expect(schedulerScript()).toBeNull();
  });
});
