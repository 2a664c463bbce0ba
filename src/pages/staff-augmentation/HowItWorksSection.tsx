import { Box, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { Reveal, RevealItem } from '../../components/reveal/Reveal';
import { Section } from '../../components/sections/Section';
import { useT } from '../../i18n/useT';
import { brandColors, radii } from '../../theme/tokens';
import { steps } from './content';

/** Five numbered steps, each with an icon, a title and a description; one row on wide screens. */
export function HowItWorksSection() {
  const { t } = useT('staffAugmentation');
  return (
    <Section
      id="how-it-works"
      labelledBy="how-it-works-title"
      tone="navy"
      heading={{ eyebrow: t('howItWorks.eyebrow'), title: t('howItWorks.title') }}
    >
      <Reveal
        component="ol"
        stagger={0.15}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: { xs: 2.5, md: 3 },
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(5, minmax(0, 1fr))',
          },
        }}
      >
        {steps.map(({ id, icon: Icon }, i) => (
          <RevealItem
            key={id}
            component="li"
            sx={{
              p: 3,
              borderRadius: radii.cardCompact,
              bgcolor: alpha(brandColors.white, 0.06),
              border: `1px solid ${alpha(brandColors.white, 0.14)}`,
              display: 'flex',
              flexDirection: 'column',
              gap: 1.5,
            }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
              <Box
                aria-hidden="true"
                sx={{
                  width: 48,
                  height: 48,
                  borderRadius: radii.badgeSquare,
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'secondary.main',
                  color: 'primary.main',
                }}
              >
                <Icon />
              </Box>
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
          </RevealItem>
        ))}
      </Reveal>
    </Section>
  );
}
