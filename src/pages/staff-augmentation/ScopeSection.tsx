import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RemoveCircleOutlineRounded from '@mui/icons-material/RemoveCircleOutlineRounded';
import { Reveal, RevealItem } from '../../components/reveal/Reveal';
import { Section } from '../../components/sections/Section';
import { useT } from '../../i18n/useT';
import { excluded, included } from './content';
import { ListCard } from './ListCard';

/** What the service covers and, just as plainly, what it does not. */
export function ScopeSection() {
  const { t } = useT('staffAugmentation');
  return (
    <Section
      id="included"
      labelledBy="scope-title"
      tone="white"
      heading={{ eyebrow: t('scope.eyebrow'), title: t('scope.title') }}
    >
      <Reveal
        stagger={0.15}
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <RevealItem>
          <ListCard
            titleId="scope-included-title"
            title={t('scope.includedTitle')}
            items={included.map((id) => ({ id, text: t(`scope.included.${id}`) }))}
            marker={<CheckCircleRounded sx={{ color: 'success.main' }} />}
          />
        </RevealItem>
        <RevealItem>
          <ListCard
            titleId="scope-excluded-title"
            title={t('scope.excludedTitle')}
            items={excluded.map((id) => ({ id, text: t(`scope.excluded.${id}`) }))}
            marker={<RemoveCircleOutlineRounded sx={{ color: 'text.secondary' }} />}
            tone="muted"
          />
        </RevealItem>
      </Reveal>
    </Section>
  );
}
