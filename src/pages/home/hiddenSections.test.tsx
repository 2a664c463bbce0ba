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

  it('a form button tells the visitor they are leaving, then opens the form in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderWithLocale(
      <>
        <Notifications />
        <ExternalFormsGrid enabled />
      </>,
      { namespaces: ['common', 'home'] },
    );
    const buttons = within(screen.getByTestId('contact-forms')).getAllByRole('link');
    expect(buttons).toHaveLength(3);
    expect(buttons.map((b) => b.getAttribute('href'))).toEqual([
      site.forms.companyRequest,
      site.forms.talentProfile,
      site.forms.preEvaluation,
    ]);
    await userEvent.click(buttons[1]!);
    expect(open).toHaveBeenCalledWith(site.forms.talentProfile, '_blank', 'noopener,noreferrer');
    expect(await screen.findByText('Opening external form')).toBeInTheDocument();
    expect(
      screen.getByText('You are being redirected to our application form'),
    ).toBeInTheDocument();
  });
});
