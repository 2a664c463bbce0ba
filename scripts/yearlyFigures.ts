/**
 * The dated figures of the Germany check (src/config/germanRules.ts) that change every year,
 * each with the official page to re-confirm it on: `npm run check:launch` lists them, and flags
 * those with no entry for the year yet (the page then shows the latest confirmed one, with its
 * year). A list to work through each January, not a launch blocker.
 */
import figureNames from '../locales/en/germanyCheck.json' with { type: 'json' };
import { figureFor, figures, sources, type FigureId } from '../src/config/germanRules';
import { formatEuro } from '../src/i18n/formatEuro';

export function figuresToReconfirm(year: number): string {
  const lines = (Object.keys(figures) as FigureId[]).map((id) => {
    const figure = figureFor(id, year);
    const amount = `${formatEuro('en', figure.amount)} (${figure.year})`;
    const stale = figure.year < year ? `, no ${year} entry yet: confirm it and add it` : '';
    return `- ${figureNames.figures.items[id]}: ${amount}${stale}\n    ${sources[figure.source].url}`;
  });
  return `Figures to re-confirm each year (src/config/germanRules.ts), for ${year}:\n${lines.join('\n')}`;
}
