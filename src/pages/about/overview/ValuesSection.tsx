import { Section } from '../../../components/sections/Section';
import { headingCopy } from '../../../components/sections/headingCopy';
import { useT } from '../../../i18n/useT';
import { IconCardGrid } from '../../../components/sections/IconCardGrid';
import { values } from './content';

export function ValuesSection() {
  const { t } = useT('about');
  return (
    <Section id="values" heading={headingCopy(t, 'values')}>
      <IconCardGrid
        columns={3}
        items={values.map(({ id, icon }) => ({
          id,
          icon,
          title: t(`values.items.${id}.title`),
          text: t(`values.items.${id}.text`),
        }))}
      />
    </Section>
  );
}
