import { Section } from '../../../components/sections/Section';
import { headingCopy } from '../../../components/sections/headingCopy';
import { useT } from '../../../i18n/useT';
import { IconCardGrid } from '../../../components/sections/IconCardGrid';
import { purpose } from './content';

/** Mission and vision, side by side. */
export function PurposeSection() {
  const { t } = useT('company');
  return (
    <Section id="purpose" maxWidth="md" heading={headingCopy(t, 'purpose', ['eyebrow', 'title'])}>
      <IconCardGrid
        columns={2}
        items={purpose.map(({ id, icon }) => ({
          id,
          icon,
          title: t(`purpose.${id}.title`),
          text: t(`purpose.${id}.text`),
        }))}
      />
    </Section>
  );
}
