import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import { Reveal, RevealItem } from '../../components/reveal/Reveal';
import { Section } from '../../components/sections/Section';
import { useT } from '../../i18n/useT';
import { audience, painPoints } from './content';
import { ListCard } from './ListCard';

/** Who staff augmentation is for, beside the problems it solves. */
export function AudienceSection() {
  const { t } = useT('staffAugmentation');
  return (
    <Section
      id="who-it-is-for"
      labelledBy="audience-title"
      tone="sand"
      heading={{ eyebrow: t('audience.eyebrow'), title: t('audience.title') }}
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
            titleId="audience-for-title"
            title={t('audience.forTitle')}
            items={audience.map((id) => ({ id, text: t(`audience.for.${id}`) }))}
            marker={<CheckCircleRounded sx={{ color: 'success.main' }} />}
          />
        </RevealItem>
        <RevealItem>
          <ListCard
            titleId="audience-pains-title"
            title={t('audience.painsTitle')}
            items={painPoints.map((id) => ({ id, text: t(`audience.pains.${id}`) }))}
            marker={<ErrorOutlineRounded sx={{ color: 'secondary.dark' }} />}
          />
        </RevealItem>
      </Reveal>
    </Section>
  );
}
