import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RemoveCircleOutlineRounded from '@mui/icons-material/RemoveCircleOutlineRounded';
import { ItemGrid } from '../../components/sections/ItemGrid';
import { ListCard } from '../../components/sections/ListCard';
import { Section } from '../../components/sections/Section';
import { headingCopy } from '../../components/sections/headingCopy';
import { useT } from '../../i18n/useT';
import { excluded, included } from './content';

/** What the service covers and, just as plainly, what it does not. */
export function ScopeSection() {
  const { t } = useT('staffAugmentation');
  const lists = [
    {
      id: 'included',
      title: t('scope.includedTitle'),
      items: included.map((id) => ({ id, text: t(`scope.included.${id}`) })),
      marker: <CheckCircleRounded sx={{ color: 'success.main' }} />,
    },
    {
      id: 'excluded',
      title: t('scope.excludedTitle'),
      items: excluded.map((id) => ({ id, text: t(`scope.excluded.${id}`) })),
      marker: <RemoveCircleOutlineRounded sx={{ color: 'text.secondary' }} />,
      tone: 'muted' as const,
    },
  ];
  return (
    <Section
      id="included"
      labelledBy="scope-title"
      tone="white"
      heading={headingCopy(t, 'scope', ['eyebrow', 'title'])}
    >
      <ItemGrid items={lists} columns={2} list={false} wideFrom="md" stagger={0.15}>
        {({ id, ...list }) => <ListCard titleId={`scope-${id}-title`} {...list} />}
      </ItemGrid>
    </Section>
  );
}
