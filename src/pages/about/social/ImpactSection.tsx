import { headingCopy } from '../../../components/sections/headingCopy';
import { useT } from '../../../i18n/useT';
import { FigureList } from '../shared/FigureList';
import { useFigureValues } from '../shared/figures';
import { impact } from './content';

export function ImpactSection() {
  const { t } = useT('socialResponsibility');
  const figureValues = useFigureValues();
  return (
    <FigureList
      id="impact"
      heading={headingCopy(t, 'impact', ['eyebrow', 'title'])}
      items={impact.map(({ id, figure }) => ({
        id,
        value: t(`figures.${figure.format}`, figureValues(figure)),
        label: t(`impact.items.${id}.label`),
      }))}
    />
  );
}
