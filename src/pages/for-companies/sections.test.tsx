import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithLocale } from '../../components/test-utils';
import { site } from '../../config/site';
import { clientLogos } from './content';
import { CtaSection } from './CtaSection';
import { HeroSection } from './HeroSection';
import { LogosSection } from './LogosSection';

const namespaces = ['common', 'forCompanies'] as const;

describe('companies page', { timeout: 20_000 }, () => {
  it('renders no logos section while its flag is off', async () => {
    const { container } = await renderWithLocale(<LogosSection enabled={false} />, {
      namespaces: [...namespaces],
    });
    expect(container).toBeEmptyDOMElement();
    expect(site.flags.companiesLogos).toBe(false);
  });

  it.each([
    ['en', 'Trusted by Teams Across Europe', 'Sample logo 1', 'not real clients'],
    ['es', 'Equipos de toda Europa confían en nosotros', 'Logo de ejemplo 1', 'no clientes reales'],
  ] as const)(
    'shows the placeholder logos in %s, marked as samples, when switched on',
    async (lng, title, firstLogo, note) => {
      await renderWithLocale(<LogosSection enabled />, { lng, namespaces: [...namespaces] });
      const section = screen.getByRole('region', { name: title });
      expect(within(section).getAllByTestId('client-logo')).toHaveLength(clientLogos.length);
      expect(within(section).getByRole('img', { name: firstLogo })).toBeInTheDocument();
      expect(within(section).getByText(new RegExp(note))).toBeInTheDocument();
    },
  );

  it('sends companies to the request form in a new tab and offers the booking action', async () => {
    await renderWithLocale(
      <>
        <HeroSection />
        <CtaSection />
      </>,
      { namespaces: [...namespaces] },
    );
    for (const name of [/^Send Request/, /^Start Request/]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', site.forms.companyRequest);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(expect.stringContaining('(opens in a new tab)'));
    }
    const bookings = screen.getAllByRole('link', { name: 'Book a Call' });
    expect(bookings.map((link) => link.getAttribute('href'))).toEqual(['/book-call', '/book-call']);
  });

  it('starts on the first of four slides, whose headline is the h1', async () => {
    await renderWithLocale(<HeroSection />, { namespaces: [...namespaces] });
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(5);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Hire Latin American Talent for Your European Team',
    );
    expect(screen.getByRole('button', { name: 'Slide 1 of 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});
