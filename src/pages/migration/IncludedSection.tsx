import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RemoveCircleOutlineRounded from '@mui/icons-material/RemoveCircleOutlineRounded';
import { ListPairSection } from '../../components/sections/ListPairSection';
import { useT } from '../../i18n/useT';
import { brandColors } from '../../theme/tokens';
import { included, notIncluded } from './content';

/** What's Included beside What's Not Included, so the limits are as visible as the services. */
export function IncludedSection() {
  const { t } = useT('migration');
  return (
    <ListPairSection
      id="included"
      columns="3fr 2fr"
      lists={[
        {
          id: 'included-title',
          eyebrow: t('included.eyebrow'),
          title: t('included.title'),
          items: included.map((id) => t(`included.items.${id}`)),
          icon: CheckCircleRounded,
          iconColor: brandColors.success,
        },
        {
          id: 'not-included-title',
          eyebrow: t('notIncluded.eyebrow'),
          title: t('notIncluded.title'),
          items: notIncluded.map((id) => t(`notIncluded.items.${id}`)),
          icon: RemoveCircleOutlineRounded,
          iconColor: brandColors.coralText,
        },
      ]}
    />
  );
}
