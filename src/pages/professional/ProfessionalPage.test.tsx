import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithLocale } from '../../components/test-utils';
import ProfessionalPage from './ProfessionalPage';

describe('professionals hub', () => {
  it.each([
    [
      'en',
      [
        '/for-talent',
        '/services/soulmatch-talent',
        '/services/soulmove',
        '/services/soulstudy',
        '/en/relocation',
        '/germany-check',
      ],
    ],
    [
      'es',
      [
        '/es/for-talent',
        '/es/services/soulmatch-talent',
        '/es/services/soulmove',
        '/es/services/soulstudy',
        '/relocation',
        '/es/germany-check',
      ],
    ],
  ] as const)('links every path card to its page in the page language (%s)', async (lng, hrefs) => {
    await renderWithLocale(<ProfessionalPage />, { lng, namespaces: ['common', 'professional'] });
    const list = screen.getByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(hrefs);
    links.forEach((link) => expect(link.closest('h3')).not.toBeNull());
  });
});
