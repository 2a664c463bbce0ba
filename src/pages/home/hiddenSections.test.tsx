import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Notifications } from '../../app/Notifications';
import { renderWithLocale } from '../../components/test-utils';
import { site } from '../../config/site';
import { AudienceCardsSection } from './AudienceCardsSection';
import { ExternalFormsGrid } from './ContactSection';

/** The sections the site config switches off by default must still work when switched on. */
describe('hidden home sections', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('render nothing while their flag is off', async () => {
    const { container } = await renderWithLocale(
      <>
        <AudienceCardsSection enabled={false} />
        <ExternalFormsGrid enabled={false} />
      </>,
      { namespaces: ['common', 'home'] },
    );
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    ['en', ['/for-companies', '/en/relocation', '/for-talent'], 'Relocation'],
    ['es', ['/es/for-companies', '/relocation', '/es/for-talent'], 'Reubicación'],
  ] as const)(
    'audience cards in %s link to the pages in that language',
    async (lng, paths, title) => {
      await renderWithLocale(<AudienceCardsSection enabled />, {
        lng,
        namespaces: ['common', 'home'],
      });
      const section = screen.getByRole('region');
      expect(within(section).getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
      expect(
        within(section)
          .getAllByRole('link')
          .map((a) => a.getAttribute('href')),
      ).toEqual(paths);
    },
  );

  it('a form link opens the form in a new tab and tells the visitor they are leaving', async () => {
    await renderWithLocale(
      <>
        <Notifications />
        <ExternalFormsGrid enabled />
      </>,
      { namespaces: ['common', 'home'] },
    );
    const links = within(screen.getByTestId('contact-forms')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      site.forms.companyRequest,
      site.forms.talentProfile,
      site.forms.preEvaluation,
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // jsdom does not open windows: the click's own navigation is the browser's part.
    links[1]!.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(links[1]!);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getByText('Opening external form')).toBeInTheDocument();
    expect(
      within(region).getByText('You are being redirected to our application form'),
    ).toBeInTheDocument();
  });
});
