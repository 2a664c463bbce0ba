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
  const { openBooking } = await import('./booking');
  return { openBooking };
}

/**
 * The prerendered line's working parts (./BookingConsentLine.tsx). jsdom has no modal dialogs,
 * so opening and closing only set `open`, which is what the script reads.
 */
function mountLine() {
  document.body.innerHTML = `<dialog data-booking-consent>
    <a href="/privacy-policy" data-consent-answer="dismiss">privacy policy</a>
    <button data-consent-answer="dismiss" aria-label="Close">x</button>
    <button data-consent-answer="continue">Continue</button>
    <a href="${booking.url}" target="_blank" data-consent-answer="newTab">Open in a new tab</a>
  </dialog>`;
  const dialog = document.querySelector('dialog') as HTMLDialogElement;
  dialog.showModal = () => dialog.setAttribute('open', '');
  dialog.close = () => dialog.removeAttribute('open');
  const choose = (name: string) =>
    (dialog.querySelector(`[data-consent-answer="${name}"]:not([href])`) ??
      dialog.querySelector(`[data-consent-answer="${name}"]`)) as HTMLElement;
  return {
    dialog,
    isAsking: () => dialog.open,
    answer: (name: 'continue' | 'newTab' | 'dismiss') => {
      const target = choose(name);
      // A link the browser would follow: only the line's own handling is under test.
      target.addEventListener('click', (event) => event.preventDefault(), { once: true });
      target.click();
    },
  };
}

const schedulerScript = () => document.head.querySelector(`script[src="${booking.scriptUrl}"]`);

describe('openBooking', () => {
  let line: ReturnType<typeof mountLine>;
  beforeEach(() => {
    sessionStorage.clear();
    document.head.innerHTML = '';
    document.body.removeAttribute('style');
    line = mountLine();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    delete window.Calendly;
  });

  it('asks first, and loads nothing from the provider until the visitor continues', async () => {
    const { openBooking } = await load();
    const result = openBooking(booking);
    await vi.waitFor(() => expect(line.isAsking()).toBe(true));
    expect(schedulerScript()).toBeNull();
    expect(document.head.querySelector('link[data-booking]')).toBeNull();

    line.answer('continue');
    await vi.waitFor(() => expect(schedulerScript()).not.toBeNull());
    expect(sessionStorage.getItem(storageKeys.bookingConsent)).toBe('continue');
    const initPopupWidget = vi.fn();
    window.Calendly = { initPopupWidget };
    schedulerScript()?.dispatchEvent(new Event('load'));
    await expect(result).resolves.toBe('popup');
    expect(initPopupWidget).toHaveBeenCalledWith({ url: booking.url });
    expect(line.isAsking()).toBe(false);
  });

  it('does not ask again in the same session once the visitor continued', async () => {
    sessionStorage.setItem(storageKeys.bookingConsent, 'continue');
    const { openBooking } = await load();
    void openBooking(booking);
    await vi.waitFor(() => expect(schedulerScript()).not.toBeNull());
    expect(line.isAsking()).toBe(false);
  });

  it('closed without a choice: nothing loads, nothing is kept, and it asks again next time', async () => {
    const { openBooking } = await load();
    const first = openBooking(booking);
    await vi.waitFor(() => expect(line.isAsking()).toBe(true));
    line.answer('dismiss');
    await expect(first).resolves.toBe('dismissed');
    expect(schedulerScript()).toBeNull();
    expect(sessionStorage.getItem(storageKeys.bookingConsent)).toBeNull();
    void openBooking(booking);
    await vi.waitFor(() => expect(line.isAsking()).toBe(true));
  });

  it('after "open in a new tab", later clicks open the booking page in a new tab at once', async () => {
    const { openBooking } = await load();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const first = openBooking(booking);
    await vi.waitFor(() => expect(line.isAsking()).toBe(true));
    // The choice is a link the visitor clicks; the browser opens that tab itself.
    line.answer('newTab');
    await expect(first).resolves.toBe('newTab');
    expect(open).not.toHaveBeenCalled();

    const second = openBooking(booking);
    // Synchronously, within the click, so the browser allows the tab.
    expect(open).toHaveBeenCalledWith(booking.url, '_blank', 'noopener,noreferrer');
    await expect(second).resolves.toBe('newTab');
    expect(line.isAsking()).toBe(false);
    expect(schedulerScript()).toBeNull();
  });

  it('Escape and a click beside the line dismiss it, and the page scrolls again', async () => {
    const { openBooking } = await load();
    const first = openBooking(booking);
    await vi.waitFor(() => expect(line.isAsking()).toBe(true));
    expect(document.body.style.overflow).toBe('hidden');
    line.dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    await expect(first).resolves.toBe('dismissed');
    expect(line.isAsking()).toBe(false);
    expect(document.body.style.overflow).toBe('');

    const second = openBooking(booking);
    await vi.waitFor(() => expect(line.isAsking()).toBe(true));
    line.dialog.click();
    await expect(second).resolves.toBe('dismissed');
    expect(sessionStorage.getItem(storageKeys.bookingConsent)).toBeNull();
  });

  it('a page without the line says so and loads nothing', async () => {
    document.body.innerHTML = '';
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { openBooking } = await load();
    await expect(openBooking(booking)).resolves.toBe('dismissed');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('no consent line'));
    expect(schedulerScript()).toBeNull();
  });
});
