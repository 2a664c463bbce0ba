import { Section } from '../../../components/sections/Section';
import { headingCopy } from '../../../components/sections/headingCopy';
import { useT } from '../../../i18n/useT';
import { IconCardGrid } from '../../../components/sections/IconCardGrid';
import { initiatives } from './content';

/** Education and training, mentorship, the scholarship fund and community support. */
export function InitiativesSection() {
  const { t } = useT('socialResponsibility');
  return (
    <Section id="initiatives" heading={headingCopy(t, 'initiatives', ['eyebrow', 'title'])}>
      <IconCardGrid
        columns={4}
        items={initiatives.map(({ id, icon }) => ({
          id,
          icon,
          title: t(`initiatives.items.${id}.title`),
          text: t(`initiatives.items.${id}.text`),
        }))}
      />
    </Section>
  );
}
