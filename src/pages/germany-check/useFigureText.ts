import { useLocale } from '../../i18n/LocaleContext';
import { useT } from '../../i18n/useT';
import { formatEuro } from '../../i18n/formatEuro';
import { figureFor, type DatedFigure, type FigureId } from '../../config/germanRules';
import { conditionFigures, type ConditionId } from '../../shared/germanyCheck/pathways';
import { pointsNeeded } from '../../shared/germanyCheck/points';
import { useRulesYear } from './rulesYear';

/**
 * The copy that names dated figures: each amount for the page language, with the year it is for
 * ("figure for 2026", or "latest confirmed figure, from 2025" when the year has none yet).
 */
export function useFigureText() {
  const { t } = useT('germanyCheck');
  const lng = useLocale();
  const year = useRulesYear();
  const figure = (id: FigureId) => figureFor(id, year);
  const when = ({ year: figureYear }: DatedFigure) =>
    figureYear === year
      ? t('when.current', { year: figureYear })
      : t('when.latest', { year: figureYear });
  const condition = (id: ConditionId) => {
    const values: Record<string, string | number> = { needed: pointsNeeded };
    for (const figureId of conditionFigures[id] ?? []) {
      values[figureId] = formatEuro(lng, figure(figureId).amount);
      values.when = when(figure(figureId));
    }
    return t(`conditions.${id}`, values);
  };
  return { year, figure, condition, euro: (amount: number) => formatEuro(lng, amount) };
}
