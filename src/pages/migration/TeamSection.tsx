import { Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { ItemGrid } from '../../components/sections/ItemGrid';
import { Section } from '../../components/sections/Section';
import { useT } from '../../i18n/useT';
import { brandColors, radii } from '../../theme/tokens';
import { teamPoints } from './content';

export function TeamSection() {
  const { t } = useT('migration');
  return (
    <Section
      id="team"
      tone="navy"
      heading={{ eyebrow: t('team.eyebrow'), title: t('team.title'), subtitle: t('team.text') }}
    >
      <ItemGrid
        items={teamPoints}
        columns={3}
        list={false}
        wideFrom="md"
        stagger={0.15}
        itemSx={{
          p: { xs: 3, md: 3.5 },
          borderRadius: radii.card,
          bgcolor: alpha(brandColors.white, 0.06),
          border: `1px solid ${alpha(brandColors.white, 0.16)}`,
        }}
      >
        {({ id, icon: Icon }) => (
          <>
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
          </>
        )}
      </ItemGrid>
    </Section>
  );
}
