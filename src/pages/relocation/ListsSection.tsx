import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import { ListPairSection } from '../../components/sections/ListPairSection';
import { useT } from '../../i18n/useT';
import { benefits, outcomes } from './content';

/** The benefits of the advisory beside the five outcomes a visitor leaves with. */
export function ListsSection() {
  const { t } = useT('relocation');
  return (
    <ListPairSection
      id="benefits"
      tone="sand"
      lists={[
        {
          id: 'benefits-title',
          eyebrow: t('benefits.eyebrow'),
          title: t('benefits.title'),
          items: benefits.map((id) => t(`benefits.items.${id}`)),
          icon: CheckCircleRounded,
          iconColor: 'secondary.dark',
        },
        {
          id: 'outcomes-title',
          eyebrow: t('outcomes.eyebrow'),
          title: t('outcomes.title'),
          items: outcomes.map((id) => t(`outcomes.items.${id}`)),
          icon: EmojiEventsRounded,
          iconColor: 'secondary.dark',
          ordered: true,
        },
      ]}
    />
  );
}
