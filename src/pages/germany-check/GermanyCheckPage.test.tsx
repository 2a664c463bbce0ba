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
    expect(window.location.search).toBe('?goal=study&v=3');
    const offer = screen.getByRole('group', {
      name: 'Do you have a job offer from an employer in Germany?',
    });
    await user.click(within(offer).getByRole('radio', { name: 'Yes' }));
    await user.type(screen.getByLabelText('Gross salary a year, in euros'), '50,700');
    expect(window.location.search).toBe('?goal=study&offer=yes&salary=50700&v=3');
    expect(window.location.pathname).toBe('/germany-check');
    expect(screen.getByTestId('result-incomplete')).toHaveTextContent(
      'What is your highest qualification?',
    );
  });

  it('restores a shared result from the URL, with the disclaimer above it', async () => {
    atUrl(
      '?goal=work&qualification=degree&recognition=full&occupation=blueCardList&experience=none&german=none&english=none&age=from40&over45=no&offer=yes&job=blueCardList&licence=notRegulated&sixmonths=yes&salary=50700',
    );
    await renderWithLocale(<CheckSection />, { lng: 'es', namespaces: [...namespaces] });
    const result = screen.getByTestId('result');
    expect(await within(result).findByTestId('result-summary')).toHaveTextContent(
      'Para tu objetivo, con tus respuestas son posibles 3 vías.',
    );
    expect(within(result).getByTestId('disclaimer')).toHaveTextContent(
      'no asesoría legal: las autoridades alemanas y la embajada deciden',
    );
    expect(within(result).getByTestId('result-blueCard')).toHaveAttribute('data-open', 'true');
    expect(within(result).getByTestId('result-nursing')).toHaveAttribute('data-open', 'false');
    expect(screen.getByLabelText('Salario bruto anual, en euros')).toHaveValue('50.700');
  });

  // § 20b (1) nos. 9, 10 in whole years: at exactly 35 or 40 one point more (95a 25, 95c 23).
  it('says in the points box that exactly 35 or 40 may reach the minimum one point short', async () => {
    const link =
      '?goal=work&qualification=degree&recognition=notChecked&graduate=no&occupation=other&licence=notRegulated&experience=fiveOfSeven&german=A2&english=none&offer=no&stay=no&partner=no&v=3';
    atUrl(`${link}&age=from35to39`);
    await renderWithLocale(<CheckSection />, { lng: 'en', namespaces: [...namespaces] });
    const points = await screen.findByTestId('result-points');
    expect(points).toHaveTextContent('Points: 5 (6 needed)');
    expect(within(points).getByTestId('result-points-age')).toHaveTextContent(
      'if you are exactly 35, the authority may count whole years',
    );
    window.history.replaceState(null, '', `/germany-check${link}&age=under35&german=none`);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(await screen.findByText('Points: 5 (6 needed)')).toBeInTheDocument();
    expect(screen.queryByTestId('result-points-age')).toBeNull();
  });

  it('writes a restored salary with its cents as a person writes them', async () => {
    atUrl('?goal=work&offer=yes&salary=45934.2&v=2');
    await renderWithLocale(<CheckSection />, { lng: 'de', namespaces: [...namespaces] });
    expect(await screen.findByDisplayValue('45.934,20')).toBeInTheDocument();
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

  it.each([
    ['de', '40.000,00', 40_000, /Verstanden: 40\.000\s€ im Jahr/],
    ['en', '48k', 48_000, /We read: €48,000 a year/],
    ['es', '45 mil', 45_000, /Entendimos: €45\.000 al año/],
    // A Spanish speaker on the English or German page writes "mil" too.
    ['en', '46 mil', 46_000, /We read: €46,000 a year/],
    ['de', '45 mil', 45_000, /Verstanden: 45\.000\s€ im Jahr/],
  ] as const)(
    'reads the salary as written on the %s page ("%s") and echoes it back',
    async (lng, typed, value, echo) => {
      atUrl('?offer=yes');
      const user = userEvent.setup();
      await renderWithLocale(<CheckSection />, { lng, namespaces: [...namespaces] });
      const field = screen.getByRole('textbox');
      await user.type(field, typed);
      expect(new URLSearchParams(window.location.search).get('salary')).toBe(String(value));
      expect(screen.getByTestId('salary-message')).toHaveTextContent(echo);
      expect(field).not.toHaveAttribute('aria-invalid');
    },
  );

  it.each(['abc', '-50000', '4,5', '45.000.00'])(
    'marks "%s" invalid with a message the field names, and the result says so',
    async (typed) => {
      atUrl('?offer=yes');
      const user = userEvent.setup();
      await renderWithLocale(<CheckSection />, { lng: 'de', namespaces: [...namespaces] });
      const field = screen.getByRole('textbox');
      await user.type(field, typed);
      await user.tab();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      const message = screen.getByTestId('salary-message');
      expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
      expect(message).not.toBeEmptyDOMElement();
      expect(new URLSearchParams(window.location.search).get('salary')).toBeNull();
      expect(screen.getByTestId('result-incomplete')).toHaveTextContent(
        'Den eingegebenen Betrag konnten wir nicht lesen',
      );
    },
  );

  it('keeps an empty live region from the first render and fills it with the result', async () => {
    atUrl('');
    await renderWithLocale(<CheckSection />, { lng: 'en', namespaces: [...namespaces] });
    const status = screen.getByTestId('result-summary');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toBeEmptyDOMElement();
    window.history.replaceState(
      null,
      '',
      '/germany-check?goal=work&qualification=school&occupation=other&german=A2&english=none&age=from40&over45=no',
    );
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(await screen.findByText(/no route is open with your answers yet/)).toBe(status);
    expect(screen.queryByTestId('result-points')).toBeNull();
  });

  // The counter shows on phones only, which jsdom does not lay out: e2e reads the name there.
  it('says the step as part of each step heading', async () => {
    atUrl('');
    await renderWithLocale(<CheckSection />, { lng: 'es', namespaces: [...namespaces] });
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Paso 1 de 6: Tu objetivo',
      'Paso 2 de 6: Tu formación',
      'Paso 3 de 6: Tu trabajo',
      'Paso 4 de 6: Tus idiomas',
      'Paso 5 de 6: Sobre ti',
      'Paso 6 de 6: Tu resultado',
    ]);
  });

  it('preselects no yes/no answer, and the result names the ones left unanswered', async () => {
    atUrl(
      '?goal=work&qualification=degree&recognition=notChecked&occupation=other&experience=none&german=B1&english=none&age=under35&v=2',
    );
    await renderWithLocale(<CheckSection />, { lng: 'en', namespaces: [...namespaces] });
    const labels = [
      'Did you finish your degree in the last three years?',
      'Do you have a job offer from an employer in Germany?',
      'Have you lived in Germany legally for six months or more in the last five years?',
      'Will your spouse or registered civil partner apply for the Opportunity Card with you, and do they also qualify for it?',
    ];
    const incomplete = await screen.findByTestId('result-incomplete');
    for (const name of labels) {
      const group = screen.getByRole('group', { name });
      for (const radio of within(group).getAllByRole('radio')) expect(radio).not.toBeChecked();
      expect(within(incomplete).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByTestId('result-summary')).toBeEmptyDOMElement();
  });

  it.each([
    ['en', /admission|recognition/],
    ['es', /admisión|reconocimiento/],
    ['de', /Zulassung|Anerkennung/],
  ] as const)(
    'for vocational training, the %s summary names no admission or recognition it does not ask',
    async (lng, unrelated) => {
      // German A2: § 16a is possible once its training contract is shown; § 17 (1) is not yet.
      atUrl('?goal=training&qualification=school&german=A2&english=none&age=under35&offer=no&v=2');
      await renderWithLocale(<CheckSection />, { lng, namespaces: [...namespaces] });
      const summary = await screen.findByTestId('result-summary');
      expect(screen.getByTestId('result-vocationalTraining')).toHaveAttribute(
        'data-status',
        'toShow',
      );
      expect(summary).toHaveTextContent(/: 1 /);
      expect(summary.textContent).not.toMatch(unrelated);
    },
  );

  it('lists the collective agreement as unanswered where the salary is under § 19c (2)’s floor', async () => {
    const profile =
      '?goal=work&qualification=degree&recognition=full&graduate=no&occupation=other&experience=twoOfFive&german=B1&english=none&age=under35&offer=yes&job=other&licence=notRegulated&sixmonths=yes&v=2';
    const name = 'Does the employer pay under a collective agreement (Tarifvertrag)?';
    atUrl(`${profile}&salary=40000`);
    const { unmount } = await renderWithLocale(<CheckSection />, {
      lng: 'en',
      namespaces: [...namespaces],
    });
    const incomplete = await screen.findByTestId('result-incomplete');
    expect(within(incomplete).getByRole('button', { name })).toBeInTheDocument();
    unmount();
    // At or over the floor the employer's pay does not matter: the result shows at once.
    atUrl(`${profile}&salary=46000`);
    await renderWithLocale(<CheckSection />, { lng: 'en', namespaces: [...namespaces] });
    expect(await screen.findByTestId('result-experience')).toHaveAttribute(
      'data-status',
      'possible',
    );
    expect(screen.queryByTestId('result-incomplete')).toBeNull();
  });

  it("offers the EU Blue Card's list of occupations, whose lower threshold goes by the job", async () => {
    atUrl(
      '?goal=work&qualification=degree&recognition=full&graduate=no&occupation=other&experience=none&german=none&english=none&age=under35&offer=yes&job=other&licence=notRegulated&sixmonths=yes&salary=47500&v=2',
    );
    const user = userEvent.setup();
    await renderWithLocale(<CheckSection />, { lng: 'en', namespaces: [...namespaces] });
    const blueCard = await screen.findByTestId('result-blueCard');
    expect(blueCard).toHaveAttribute('data-open', 'false');
    const listed = /Another occupation on the EU Blue Card's list, such as the natural sciences/;
    const occupation = screen.getByRole('group', { name: 'What is your occupation?' });
    await user.click(within(occupation).getByRole('radio', { name: listed }));
    expect(window.location.search).toContain('occupation=blueCardList');
    // The job in another occupation than the qualification's: its experience is asked apart.
    const jobYears = await screen.findByRole('group', {
      name: 'How much professional experience do you have in the occupation of the job you are offered?',
    });
    await user.click(within(jobYears).getByRole('radio', { name: /^Less than two years/ }));
    expect(window.location.search).toContain('jobexperience=none');
    // The visitor's own occupation on the list, the job offered not: the general threshold.
    expect(await screen.findByTestId('result-blueCard')).toHaveAttribute('data-open', 'false');
    const job = screen.getByRole('group', {
      name: 'What is the occupation of the job you are offered?',
    });
    await user.click(within(job).getByRole('radio', { name: listed }));
    expect(window.location.search).toContain('job=blueCardList');
    // One occupation again: the experience answered for the qualification is the job's.
    expect(window.location.search).not.toContain('jobexperience');
    // Whether the work needs a licence is asked of either occupation; the answer stays.
    const licence = await screen.findByRole('group', {
      name: 'Does the work need a license to practice in Germany?',
    });
    expect(
      within(licence).getByRole('radio', { name: 'No, the profession is not regulated' }),
    ).toBeChecked();
    expect(window.location.search).toContain('licence=notRegulated');
    expect(await screen.findByTestId('result-blueCard')).toHaveAttribute('data-open', 'true');
  });

  it("asks a link with a job offer for the job's occupation; an earlier link gives its own", async () => {
    const profile =
      '?goal=work&qualification=degree&recognition=full&graduate=no&occupation=it&experience=none&german=none&english=none&age=under35&offer=yes&sixmonths=yes&salary=47500';
    atUrl(`${profile}&v=3`);
    const { unmount } = await renderWithLocale(<CheckSection />, {
      lng: 'en',
      namespaces: [...namespaces],
    });
    const label = 'What is the occupation of the job you are offered?';
    const incomplete = await screen.findByTestId('result-incomplete');
    expect(within(incomplete).getByRole('button', { name: label })).toBeInTheDocument();
    unmount();
    // Made when one question stood for both: the result it gave, the answer shown as given.
    atUrl(`${profile}&v=2`);
    await renderWithLocale(<CheckSection />, { lng: 'en', namespaces: [...namespaces] });
    expect(await screen.findByTestId('result-blueCard')).toHaveAttribute('data-open', 'true');
    const job = screen.getByRole('group', { name: label });
    expect(within(job).getByRole('radio', { name: 'IT, including IT management' })).toBeChecked();
  });

  it('asks a school leaver who wants to study neither occupation nor experience', async () => {
    atUrl('?goal=study&qualification=school');
    await renderWithLocale(<CheckSection />, { lng: 'en', namespaces: [...namespaces] });
    expect(await screen.findByRole('group', { name: 'Your German level' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'What is your occupation?' })).toBeNull();
    expect(screen.queryByRole('group', { name: /How much professional experience/ })).toBeNull();
  });
});
