import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithLocale } from '../../components/test-utils';
import SoulagencyPage from './SoulagencyPage';

const booking = vi.hoisted(() => ({ openBooking: vi.fn(() => Promise.resolve('popup')) }));
vi.mock('../../features/booking/booking', () => booking);
// The page's booking listener, which the islands script or the application starts.
beforeAll(async () => (await import('../../features/booking/bookingLinks')).openBookingOnClick());

describe('startup growth agency page', { timeout: 20_000 }, () => {
  it('shows its three lines of work, its audience, its regions and its one figure', async () => {
    await renderWithLocale(<SoulagencyPage />, { namespaces: ['common', 'soulagency'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Startup Growth' })).toBeInTheDocument();
    const pillars = within(document.querySelector('#pillars')!);
    for (const name of ['Go-to-market', 'Brand and storytelling', 'Growth enablement'])
      expect(pillars.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    expect(within(document.querySelector('#audience')!).getAllByRole('listitem')).toHaveLength(3);
    const regions = within(document.querySelector('#regions')!);
    expect(regions.getByText(/base is in Berlin/)).toBeInTheDocument();
    expect(regions.getByRole('heading', { level: 3, name: 'Latin America' })).toBeInTheDocument();
    expect(screen.getByText('17+ years')).toBeInTheDocument();
  });

  it('Book a Strategy Session runs the booking action', async () => {
    await renderWithLocale(<SoulagencyPage />, {
      lng: 'es',
      namespaces: ['common', 'soulagency'],
    });
    const hero = screen.getByTestId('hero-strategySession');
    expect(hero).toHaveAttribute('href', '/es/book-call');
    expect(hero).toHaveTextContent('Agenda una sesión de estrategia');
    await userEvent.click(screen.getByTestId('cta-strategySession'));
    expect(booking.openBooking).toHaveBeenCalledTimes(1);
  });
});
