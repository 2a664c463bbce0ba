import { Section } from '../../../components/sections/Section';
import { headingCopy } from '../../../components/sections/headingCopy';
import { useT } from '../../../i18n/useT';
import { useFigureValues } from '../shared/figures';
import { IconCardGrid } from '../../../components/sections/IconCardGrid';
import { differentiators } from './content';

export function DifferentiatorsSection() {
  const { t } = useT('whyUs');
  const figureValues = useFigureValues();
  return (
    <Section id="differentiators" heading={headingCopy(t, 'differentiators', ['eyebrow', 'title'])}>
      <IconCardGrid
        columns={3}
        items={differentiators.map((item) => ({
          id: item.id,
          icon: item.icon,
          title: t(`differentiators.items.${item.id}.title`),
          text: t(`differentiators.items.${item.id}.text`),
          figure:
            'figure' in item
              ? t(`figures.${item.figure.format}`, figureValues(item.figure))
              : undefined,
        }))}
      />
    </Section>
  );
}
