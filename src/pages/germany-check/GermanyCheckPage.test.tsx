import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithLocale } from '../../components/test-utils';
import { CheckSection } from './CheckSection';
import { FiguresSection } from './FiguresSection';
import { formatEuro } from '../../i18n/formatEuro';

const namespaces = ['common', 'germanyCheck'] as const;
const atUrl = (search: string) => window.history.replaceState(null, '', `/germany-check${search}`);

describe('the Germany check', { timeout: 30_000 }, () => {
  afterEach(() => {
    atUrl('');
    vi.useRealTimers();
  });

  it('keeps the answers in the URL as the visitor gives them', async () => {
    atUrl('');
    const user = userEvent.setup();
    await renderWithLocale(<CheckSection />, { lng: 'en', namespaces: [...namespaces] });
    const goal = screen.getByRole('group', { name: 'What do you want to do in Germany?' });
    await user.click(within(goal).getByRole('radio', { name: 'Study' }));
    expect(window.location.search).toBe('?goal=study');
    const offer = screen.getByRole('group', {
      name: 'Do you have a job offer from an employer in Germany?',
    });
    await user.click(within(offer).getByRole('radio', { name: 'Yes' }));
    await user.type(screen.getByLabelText('Gross salary a year, in euros'), '50.700');
    expect(window.location.search).toBe('?goal=study&offer=yes&salary=50700');
    expect(window.location.pathname).toBe('/germany-check');
    expect(screen.getByTestId('result-incomplete')).toHaveTextContent(
      'What is your highest qualification?',
    );
  });

  it('restores a shared result from the URL, with the disclaimer above it', async () => {
    atUrl(
      '?goal=work&qualification=degree&recognition=full&occupation=other&experience=none&german=none&english=none&age=over40&offer=yes&salary=50700',
    );
    await renderWithLocale(<CheckSection />, { lng: 'es', namespaces: [...namespaces] });
    const result = screen.getByTestId('result');
    expect(await within(result).findByTestId('result-summary')).toHaveTextContent(
      'Vías posibles con tus respuestas:',
    );
    expect(within(result).getByTestId('disclaimer')).toHaveTextContent(
      'no asesoría legal: las autoridades alemanas y la embajada deciden',
    );
    expect(within(result).getByTestId('result-blueCard')).toHaveAttribute('data-open', 'true');
    expect(within(result).getByTestId('result-nursing')).toHaveAttribute('data-open', 'false');
    expect(screen.getByLabelText('Salario bruto anual, en euros')).toHaveValue('50700');
  });

  it('shows the latest confirmed figure with its year when the year has none yet', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-01T12:00:00Z'));
    await renderWithLocale(<FiguresSection />, { lng: 'en', namespaces: [...namespaces] });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('The figures for 2027');
    const blueCard = screen.getByTestId('figure-blueCardSalary');
    expect(blueCard).toHaveTextContent(`${formatEuro('en', 50_700)} a year`);
    expect(blueCard).toHaveTextContent('2026, latest confirmed');
    expect(screen.getByTestId('figure-blueCardReducedSalary')).toHaveTextContent('€45,934.20');
    expect(screen.getByTestId('figure-opportunityCardFunds')).toHaveTextContent(
      '2025, latest confirmed',
    );
  });
});
