import { headingCopy } from '../../../components/sections/headingCopy';
import { useT } from '../../../i18n/useT';
import { FigureList } from '../shared/FigureList';
import { useFigureValues } from '../shared/figures';
import { stats } from './content';

export function StatsSection() {
  const { t } = useT('benefits');
  const figureValues = useFigureValues();
  return (
    <FigureList
      id="stats"
      heading={headingCopy(t, 'stats', ['eyebrow', 'title'])}
      items={stats.map(({ id, figure }) => ({
        id,
        value: t(`figures.${figure.format}`, figureValues(figure)),
        label: t(`stats.items.${id}.label`),
      }))}
    />
  );
}
