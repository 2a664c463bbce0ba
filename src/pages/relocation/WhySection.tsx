import { IconCardsSection } from '../../components/sections/IconCardsSection';
import { useT } from '../../i18n/useT';
import { whyItems } from './content';

/** Why relocate to Germany: five benefits. */
export function WhySection() {
  const { t } = useT('relocation');
  return (
    <IconCardsSection
      id="why"
      eyebrow={t('why.eyebrow')}
      title={t('why.title')}
      subtitle={t('why.subtitle')}
      items={whyItems.map(({ id, icon }) => ({
        id,
        icon,
        title: t(`why.items.${id}.title`),
        text: t(`why.items.${id}.text`),
      }))}
    />
  );
}
