import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithLocale } from '../../components/test-utils';
import { site } from '../../config/site';
import type { Locale } from '../../i18n/locales';
import type { AnyServiceContent } from './content';
import { ServiceTemplate } from './ServiceTemplate';
import { soulmatchCompanyContent } from './soulmatchCompanyContent';
import { soulmatchTalentContent } from './soulmatchTalentContent';
import { soulmoveContent } from './soulmoveContent';
import { soulstudyContent } from './soulstudyContent';

const booking = vi.hoisted(() => ({ openBooking: vi.fn(() => Promise.resolve('popup')) }));
vi.mock('../../features/booking/booking', () => booking);
// The page's booking listener, which the islands script or the application starts.
beforeAll(async () => (await import('../../features/booking/bookingLinks')).openBookingOnClick());

async function renderService(content: AnyServiceContent, lng: Locale = 'en') {
  const result = await renderWithLocale(<ServiceTemplate content={content} />, {
    lng,
    namespaces: ['common', content.ns],
  });
  const h2s = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  return { ...result, h2s };
}

const button = (place: 'hero' | 'cta', id: string) => screen.getByTestId(`${place}-${id}`);

describe('service page template', { timeout: 20_000 }, () => {
  it('Talent Hiring: matching steps, offer, how it works; Book a Call and Hire Now', async () => {
    const { h2s } = await renderService(soulmatchCompanyContent);
    expect(screen.getByRole('heading', { level: 1, name: 'Talent Hiring' })).toBeInTheDocument();
    expect(h2s).toEqual([
      'Our 5-Step Matching Process',
      'What We Offer',
      'How It Works',
      "Let's find your next team member",
    ]);
    expect(within(document.querySelector('#steps')!).getAllByRole('listitem')).toHaveLength(5);
    expect(within(document.querySelector('#offer')!).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText(/4–6 weeks on average from defining the profile/)).toBeInTheDocument();
    for (const place of ['hero', 'cta'] as const) {
      expect(button(place, 'bookCall')).toHaveAttribute('href', '/book-call');
      const hire = button(place, 'hireNow');
      expect(hire).toHaveAttribute('href', site.forms.companyRequest);
      expect(hire).toHaveAttribute('target', '_blank');
      expect(hire.getAttribute('rel')?.split(' ')).toEqual(['noopener', 'noreferrer']);
      expect(hire).toHaveAccessibleName('Hire Now (opens in a new tab)');
    }
  });

  it('Book a Call runs the shared booking action in place', async () => {
    await renderService(soulmatchCompanyContent, 'es');
    const book = button('hero', 'bookCall');
    expect(book).toHaveAttribute('href', '/es/book-call');
    expect(book).toHaveTextContent('Agenda una llamada');
    await userEvent.click(book);
    expect(booking.openBooking).toHaveBeenCalledTimes(1);
    expect(button('cta', 'hireNow')).toHaveAccessibleName(
      'Contrata ahora (se abre en una pestaña nueva)',
    );
  });

  it.each([
    ['en', '/for-talent'],
    ['es', '/es/for-talent'],
  ] as const)('Remote Talent in %s: Find your Job leads to %s', async (lng, path) => {
    const { h2s } = await renderService(soulmatchTalentContent, lng);
    expect(h2s).toHaveLength(4);
    expect(button('hero', 'findJob')).toHaveAttribute('href', path);
    expect(button('cta', 'findJob')).toHaveAttribute('href', path);
    expect(button('hero', 'bookCall')).toHaveAttribute(
      'href',
      lng === 'en' ? '/book-call' : '/es/book-call',
    );
    expect(within(document.querySelector('#steps')!).getAllByRole('listitem')).toHaveLength(5);
  });

  it.each([
    ['en', '/book-call', '/contact', '/en/relocation', '/germany-check'],
    ['es', '/es/book-call', '/es/contact', '/relocation', '/es/germany-check'],
  ] as const)(
    'Talent Relocation in %s: Start Your Journey, contact, the route check and the paid packages',
    async (lng, bookPath, contactPath, packagesPath, checkPath) => {
      const { h2s } = await renderService(soulmoveContent, lng);
      expect(h2s).toHaveLength(3);
      expect(button('hero', 'startJourney')).toHaveAttribute('href', bookPath);
      expect(button('hero', 'contact')).toHaveAttribute('href', contactPath);
      expect(button('hero', 'check')).toHaveAttribute('href', checkPath);
      expect(button('cta', 'check')).toHaveAttribute('href', checkPath);
      expect(screen.getByTestId('offer-link')).toHaveAttribute('href', packagesPath);
      expect(document.querySelector('#details')).toBeNull();
      expect(within(document.querySelector('#offer')!).getAllByRole('listitem')).toHaveLength(6);
    },
  );

  it('Study Abroad: the offer list, with the route check, comes before the 5-step process', async () => {
    const { h2s } = await renderService(soulstudyContent);
    expect(screen.getByTestId('offer-link')).toHaveAttribute('href', '/germany-check');
    expect(h2s).toEqual([
      'Support for Your Studies in Germany',
      'Our 5-Step Process',
      'Ready to plan your studies?',
    ]);
    expect(button('hero', 'bookCall')).toHaveAttribute('href', '/book-call');
    expect(button('cta', 'contact')).toHaveAttribute('href', '/contact');
    expect(screen.getByText('Step 5')).toBeInTheDocument();
  });
});
