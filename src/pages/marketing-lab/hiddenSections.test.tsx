import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithLocale } from '../../components/test-utils';
import { PackagesSection } from './PackagesSection';

const namespaces = ['common', 'marketingLab'] as const;

/** The packages are switched off by default and must still work when switched on. */
describe('hidden marketing lab packages', { timeout: 20_000 }, () => {
  it('render nothing while their flag is off', async () => {
    const { container } = await renderWithLocale(<PackagesSection enabled={false} />, {
      namespaces: [...namespaces],
    });
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    ['en', ['Basic', 'Advanced', 'Custom Project'], 'Price on request', '/contact'],
    ['es', ['Básico', 'Avanzado', 'Proyecto a medida'], 'Precio a consultar', '/es/contact'],
  ] as const)(
    'in %s: three packages, no prices, each asking for a proposal',
    async (lng, titles, onRequest, contact) => {
      await renderWithLocale(<PackagesSection enabled />, { lng, namespaces: [...namespaces] });
      const section = screen.getByRole('region');
      expect(
        within(section)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(titles);
      expect(within(section).getAllByText(onRequest)).toHaveLength(3);
      expect(section.textContent).not.toMatch(/[€$]|\d/);
      const links = within(section).getAllByRole('link');
      expect(links.map((a) => a.getAttribute('href'))).toEqual([contact, contact, contact]);
      expect(links[2]).toHaveAccessibleName(new RegExp(titles[2]));
    },
  );
});
