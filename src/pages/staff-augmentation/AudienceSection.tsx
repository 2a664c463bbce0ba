import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import { ItemGrid } from '../../components/sections/ItemGrid';
import { ListCard } from '../../components/sections/ListCard';
import { Section } from '../../components/sections/Section';
import { headingCopy } from '../../components/sections/headingCopy';
import { useT } from '../../i18n/useT';
import { audience, painPoints } from './content';

/** Who staff augmentation is for, beside the problems it solves. */
export function AudienceSection() {
  const { t } = useT('staffAugmentation');
  const lists = [
    {
      id: 'for',
      title: t('audience.forTitle'),
      items: audience.map((id) => ({ id, text: t(`audience.for.${id}`) })),
      marker: <CheckCircleRounded sx={{ color: 'success.main' }} />,
    },
    {
      id: 'pains',
      title: t('audience.painsTitle'),
      items: painPoints.map((id) => ({ id, text: t(`audience.pains.${id}`) })),
      marker: <ErrorOutlineRounded sx={{ color: 'secondary.dark' }} />,
    },
  ];
  return (
    <Section
      id="who-it-is-for"
      labelledBy="audience-title"
      tone="sand"
      heading={headingCopy(t, 'audience', ['eyebrow', 'title'])}
    >
      <ItemGrid items={lists} columns={2} list={false} wideFrom="md" stagger={0.15}>
        {({ id, ...list }) => <ListCard titleId={`audience-${id}-title`} {...list} />}
      </ItemGrid>
    </Section>
  );
}
