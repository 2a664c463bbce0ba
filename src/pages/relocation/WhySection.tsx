import { IconCardsSection } from '../../components/sections/IconCardsSection';
import { headingCopy } from '../../components/sections/headingCopy';
import { useT } from '../../i18n/useT';
import { whyItems } from './content';

/** Why relocate to Germany: five benefits. */
export function WhySection() {
  const { t } = useT('relocation');
  return (
    <IconCardsSection
      id="why"
      heading={headingCopy(t, 'why')}
      items={whyItems.map(({ id, icon }) => ({
        id,
        icon,
        title: t(`why.items.${id}.title`),
        text: t(`why.items.${id}.text`),
      }))}
    />
  );
}
