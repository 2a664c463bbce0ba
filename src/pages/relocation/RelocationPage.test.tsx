import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithLocale } from '../../components/test-utils';
import { relocationPackagePrices } from '../../config/prices';
import { site } from '../../config/site';
import { whatsappUrl } from '../../config/siteConfig';
import { formatMoney } from '../../i18n/format';
import { HeroSection } from './HeroSection';
import { PlansSection } from './PlansSection';

const namespaces = ['common', 'relocation'] as const;

describe('relocation page', { timeout: 20_000 }, () => {
  it.each([
    ['es', ['Paquete Básico', 'Paquete Estándar', 'Paquete Premium'], 'Más Popular'],
    ['en', ['Basic Package', 'Standard Package', 'Premium Package'], 'Most Popular'],
  ] as const)(
    'shows three packages in %s with USD prices, premium most popular',
    async (lng, names, popular) => {
      await renderWithLocale(<PlansSection />, { lng, namespaces: [...namespaces] });
      const cards = screen.getAllByTestId('plan-card');
      expect(cards).toHaveLength(3);
      const { basic, standard, premium } = relocationPackagePrices;
      cards.forEach((card, i) => {
        expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(names[i]!);
        expect(within(card).getByTestId('plan-price')).toHaveTextContent(
          formatMoney(lng, 'USD', [basic, standard, premium][i]!),
        );
      });
      expect(within(cards[2]!).getByTestId('plan-popular')).toHaveTextContent(popular);
      expect(within(cards[0]!).queryByTestId('plan-popular')).toBeNull();
      expect(within(cards[1]!).queryByTestId('plan-popular')).toBeNull();
      for (const link of screen.getAllByRole('link')) {
        expect(link).toHaveAttribute('href', site.forms.preEvaluation);
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
    },
  );

  it('lists the Premium extras, with the Spanish "lista de documentos"', async () => {
    await renderWithLocale(<PlansSection />, { lng: 'es', namespaces: [...namespaces] });
    const premium = screen.getAllByTestId('plan-card')[2]!;
    const items = within(premium)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Todo lo del Paquete Estándar',
      'Hoja de ruta personalizada',
      'Lista de documentos individualizada',
      'Guía de integración cultural',
      'Estrategia de inserción laboral o académica',
    ]);
  });

  it('the WhatsApp button opens the chat with the Spanish message in a new tab', async () => {
    await renderWithLocale(<HeroSection />, { lng: 'es', namespaces: [...namespaces] });
    const link = screen.getByTestId('hero-whatsapp');
    expect(link).toHaveAttribute(
      'href',
      whatsappUrl(site, 'Hola, ¿podrían darme más información?'),
    );
    expect(link.getAttribute('href')).toContain(
      encodeURIComponent('Hola, ¿podrían darme más información?'),
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName(/se abre en una pestaña nueva/);
    expect(screen.getAllByRole('group', { hidden: true })).not.toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Tu nueva vida en Alemania empieza aquí',
    );
  });
});
