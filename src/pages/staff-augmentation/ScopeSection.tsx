import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RemoveCircleOutlineRounded from '@mui/icons-material/RemoveCircleOutlineRounded';
import { ListCardPair } from '../../components/sections/ListCard';
import { Section } from '../../components/sections/Section';
import { headingCopy } from '../../components/sections/headingCopy';
import { useT } from '../../i18n/useT';
import { excluded, included } from './content';

/** What the service covers and, just as plainly, what it does not. */
export function ScopeSection() {
  const { t } = useT('staffAugmentation');
  return (
    <Section
      id="included"
      labelledBy="scope-title"
      tone="white"
      heading={headingCopy(t, 'scope', ['eyebrow', 'title'])}
    >
      <ListCardPair
        lists={[
          {
            titleId: 'scope-included-title',
            title: t('scope.includedTitle'),
            items: included.map((id) => ({ id, text: t(`scope.included.${id}`) })),
            marker: <CheckCircleRounded sx={{ color: 'success.main' }} />,
          },
          {
            titleId: 'scope-excluded-title',
            title: t('scope.excludedTitle'),
            items: excluded.map((id) => ({ id, text: t(`scope.excluded.${id}`) })),
            marker: <RemoveCircleOutlineRounded sx={{ color: 'text.secondary' }} />,
            tone: 'muted',
          },
        ]}
      />
    </Section>
  );
}
