import { IconCardsSection } from '../../components/sections/IconCardsSection';
import { headingCopy } from '../../components/sections/headingCopy';
import { useT } from '../../i18n/useT';
import { reasons } from './content';

/** Five reasons to choose the advisory, in the order they are ranked. */
export function ReasonsSection() {
  const { t } = useT('migration');
  return (
    <IconCardsSection
      id="reasons"
      ordered
      heading={headingCopy(t, 'reasons', ['eyebrow', 'title'])}
      items={reasons.map(({ id, icon }) => ({
        id,
        icon,
        title: t(`reasons.items.${id}.title`),
        text: t(`reasons.items.${id}.text`),
      }))}
    />
  );
}
