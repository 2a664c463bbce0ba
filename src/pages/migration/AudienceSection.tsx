import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import { Typography } from '@mui/material';
import { Reveal, RevealItem } from '../../components/reveal/Reveal';
import { Section } from '../../components/sections/Section';
import { useT } from '../../i18n/useT';
import { audience } from './content';
import { radii } from '../../theme/tokens';

export function AudienceSection() {
  const { t } = useT('migration');
  return (
    <Section
      id="audience"
      labelledBy="audience-title"
      tone="sand"
      heading={{
        eyebrow: t('audience.eyebrow'),
        title: t('audience.title'),
        subtitle: t('audience.subtitle'),
      }}
    >
      <Reveal
        component="ul"
        threshold={0.2}
        stagger={0.1}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mx: 'auto',
          maxWidth: 880,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {audience.map((id) => (
          <RevealItem
            key={id}
            component="li"
            sx={{
              display: 'flex',
              gap: 1.5,
              alignItems: 'flex-start',
              p: 2.5,
              borderRadius: radii.art,
              bgcolor: 'background.paper',
            }}
          >
            <CheckCircleRounded aria-hidden="true" sx={{ color: 'secondary.dark', mt: 0.25 }} />
            <Typography>{t(`audience.items.${id}`)}</Typography>
          </RevealItem>
        ))}
      </Reveal>
    </Section>
  );
}
