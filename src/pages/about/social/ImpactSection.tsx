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
      eyebrow={t('impact.eyebrow')}
      title={t('impact.title')}
      items={impact.map(({ id, figure }) => ({
        id,
        value: t(`figures.${figure.format}`, figureValues(figure)),
        label: t(`impact.items.${id}.label`),
      }))}
    />
  );
}
