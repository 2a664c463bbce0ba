import { Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { Reveal, RevealItem } from '../../components/reveal/Reveal';
import { Section } from '../../components/sections/Section';
import { useT } from '../../i18n/useT';
import { brandColors, radii } from '../../theme/tokens';
import { teamPoints } from './content';

export function TeamSection() {
  const { t } = useT('migration');
  return (
    <Section
      id="team"
      labelledBy="team-title"
      tone="navy"
      heading={{ eyebrow: t('team.eyebrow'), title: t('team.title'), subtitle: t('team.text') }}
    >
      <Reveal
        threshold={0.2}
        stagger={0.15}
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {teamPoints.map(({ id, icon: Icon }) => (
          <RevealItem
            key={id}
            sx={{
              p: { xs: 3, md: 3.5 },
              borderRadius: radii.card,
              bgcolor: alpha(brandColors.white, 0.06),
              border: `1px solid ${alpha(brandColors.white, 0.16)}`,
            }}
          >
            <Icon aria-hidden="true" sx={{ fontSize: 36, color: 'secondary.main' }} />
            <Typography
              variant="h3"
              sx={{ mt: 1.5, color: brandColors.white, fontSize: '1.25rem' }}
            >
              {t(`team.points.${id}.title`)}
            </Typography>
            <Typography sx={{ mt: 1, color: alpha(brandColors.white, 0.82) }}>
              {t(`team.points.${id}.text`)}
            </Typography>
          </RevealItem>
        ))}
      </Reveal>
    </Section>
  );
}
