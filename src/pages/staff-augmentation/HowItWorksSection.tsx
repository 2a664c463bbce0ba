import { Box, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { IconBadge } from '../../components/sections/IconBadge';
import { ItemGrid } from '../../components/sections/ItemGrid';
import { Section } from '../../components/sections/Section';
import { headingCopy } from '../../components/sections/headingCopy';
import { useT } from '../../i18n/useT';
import { onNavySurface } from '../../theme/surfaces';
import { brandColors, radii } from '../../theme/tokens';
import { steps } from './content';

/** Five numbered steps, each with an icon, a title and a description; one row on wide screens. */
export function HowItWorksSection() {
  const { t } = useT('staffAugmentation');
  return (
    <Section
      id="how-it-works"
      tone="navy"
      heading={headingCopy(t, 'howItWorks', ['eyebrow', 'title'])}
    >
      <ItemGrid
        items={steps}
        columns={5}
        list="ol"
        gap="dense"
        stagger={0.15}
        itemSx={{
          p: 3,
          borderRadius: radii.cardCompact,
          ...onNavySurface,
          display: 'flex',
          flexDirection: 'column',
          gap: 1.5,
        }}
      >
        {({ id, icon: Icon }, i) => (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
              <IconBadge tone="amber">
                <Icon />
              </IconBadge>
              <Typography
                component="span"
                sx={{
                  fontWeight: 700,
                  fontSize: '0.85rem',
                  letterSpacing: '0.08em',
                  color: 'secondary.main',
                }}
              >
                {t('howItWorks.stepLabel', { number: i + 1 })}
              </Typography>
            </Box>
            <Typography variant="h3" sx={{ fontSize: '1.15rem', color: brandColors.white }}>
              {t(`howItWorks.steps.${id}.title`)}
            </Typography>
            <Typography sx={{ color: alpha(brandColors.white, 0.82) }}>
              {t(`howItWorks.steps.${id}.text`)}
            </Typography>
          </>
        )}
      </ItemGrid>
    </Section>
  );
}
