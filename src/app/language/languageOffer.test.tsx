import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageProvider } from '../../components/PageContext';
import { renderWithLocale } from '../../components/test-utils';
import { storageKeys } from '../../config/storageKeys';
import { loadNamespaces } from '../../i18n/resources';
import { offerLanguage } from './languageOffer';
import { LanguageOffers } from './LanguageOffers';

/** The prerendered offers of /migration (English), as the layout draws them. */
async function englishPage() {
  await Promise.all([loadNamespaces('es', ['common']), loadNamespaces('de', ['common'])]);
  await renderWithLocale(
    <PageProvider page={{ routeId: 'migration', lng: 'en', pathname: '/migration' }}>
      <button type="button">Before</button>
      <LanguageOffers />
      <main id="main" tabIndex={-1} />
    </PageProvider>,
  );
}

function prefer(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

describe('the language offer, plain DOM on prerendered banners', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('draws every other language hidden, each in its own language', async () => {
    await englishPage();
    const offers = [...document.querySelectorAll('[data-language-offer]')];
    expect(
      offers.map((offer) => [offer.getAttribute('lang'), offer.getAttribute('aria-label')]),
    ).toEqual([
      ['es', 'Sugerencia de idioma'],
      ['de', 'Sprachvorschlag'],
    ]);
    expect(offers.every((offer) => offer.hasAttribute('hidden'))).toBe(true);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows the browser’s language only, and nothing once a language was chosen', async () => {
    prefer('de-DE', 'es');
    await englishPage();
    offerLanguage('en');
    expect(screen.getByRole('region', { name: 'Sprachvorschlag' })).toBeVisible();
    expect(screen.getAllByRole('region')).toHaveLength(1);

    localStorage.setItem(storageKeys.language, 'en');
    document.body.innerHTML = '';
    await englishPage();
    offerLanguage('en');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('Escape dismisses it for good and puts focus back where it came from', async () => {
    prefer('es-BO');
    await englishPage();
    offerLanguage('en');
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Ver en español' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
    expect(localStorage.getItem(storageKeys.languageOfferDismissed)).toBe('1');
  });

  it('its close button dismisses it; taken back, it leaves no listener behind', async () => {
    prefer('es-BO');
    await englishPage();
    const withdraw = offerLanguage('en');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.getElementById('main')).toHaveFocus();

    localStorage.clear();
    offerLanguage('en')();
    expect(screen.queryByRole('region')).toBeNull();
    withdraw();
  });

  it('its link remembers the choice and keeps the page’s query and hash', async () => {
    prefer('es-BO');
    window.history.replaceState(null, '', '/migration?x=1#faq');
    await englishPage();
    offerLanguage('en');
    const link = screen.getByRole('link', { name: 'Ver en español' });
    link.addEventListener('click', (event) => event.preventDefault());
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(localStorage.getItem(storageKeys.language)).toBe('es');
    expect(link).toHaveAttribute('href', '/es/migration?x=1#faq');
    window.history.replaceState(null, '', '/');
  });
});
