import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithLocale } from '../../components/test-utils';
import { PricingSection } from './PricingSection';
import { UseCaseSection } from './UseCaseSection';

const namespaces = ['common', 'staffAugmentation'] as const;

/** The sections the site config switches off by default must still work when switched on. */
describe('hidden staff augmentation sections', { timeout: 20_000 }, () => {
  it('render nothing while their flag is off', async () => {
    const { container } = await renderWithLocale(
      <>
        <PricingSection enabled={false} />
        <UseCaseSection enabled={false} />
      </>,
      { namespaces: [...namespaces] },
    );
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    ['en', ['from €2,500', 'from €3,500', 'from €5,000'], 'Mid-level'],
    ['es', ['desde €2.500', 'desde €3.500', 'desde €5.000'], 'Semi senior'],
  ] as const)('pricing in %s: three levels, prices in that language', async (lng, amounts, mid) => {
    await renderWithLocale(<PricingSection enabled />, { lng, namespaces: [...namespaces] });
    const section = screen.getByRole('region');
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Junior', mid, 'Senior']);
    expect(
      within(section)
        .getAllByTestId('price')
        .map((p) => p.firstChild?.textContent),
    ).toEqual(amounts);
    expect(section).toHaveTextContent(
      lng === 'en'
        ? 'Transparent monthly fee. One European invoice. No hidden costs.'
        : 'Tarifa mensual transparente. Una sola factura europea. Sin costos ocultos.',
    );
  });

  it.each([
    ['en', 'Invoiced at €5,000 per month.', 'A German startup needed a full-stack developer'],
    [
      'es',
      'Se facturaron €5.000 al mes.',
      'Una startup alemana necesitaba un desarrollador full-stack',
    ],
  ] as const)(
    'use case in %s: the need, the result and the invoice',
    async (lng, invoice, need) => {
      await renderWithLocale(<UseCaseSection enabled />, { lng, namespaces: [...namespaces] });
      const section = screen.getByRole('region');
      expect(section).toHaveTextContent(need);
      expect(section).toHaveTextContent(invoice);
    },
  );
});
