import { Box, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { Reveal, RevealItem } from '../../components/reveal/Reveal';
import { Section } from '../../components/sections/Section';
import { useT } from '../../i18n/useT';
import { brandColors, radii } from '../../theme/tokens';
import { processIcons, processSteps } from './content';
import { cardListGrid } from '../../components/sections/cardListGrid';

export function ProcessSection() {
  const { t } = useT('migration');
  return (
    <Section
      id="process"
      labelledBy="process-title"
      heading={{
        eyebrow: t('process.eyebrow'),
        title: t('process.title'),
        subtitle: t('process.subtitle'),
      }}
    >
      <Reveal component="ol" threshold={0.2} stagger={0.15} sx={cardListGrid(3)}>
        {processSteps.map((id, i) => {
          const Icon = processIcons[i] ?? processIcons[0];
          return (
            <RevealItem
              key={id}
              component="li"
              sx={{
                p: { xs: 3, md: 3.5 },
                borderRadius: radii.card,
                border: '1px solid',
                borderColor: 'divider',
                bgcolor: 'background.paper',
              }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <Box
                  aria-hidden="true"
                  sx={{
                    width: 48,
                    height: 48,
                    borderRadius: radii.badgeSquare,
                    display: 'grid',
                    placeItems: 'center',
                    color: brandColors.white,
                    background: `linear-gradient(135deg, ${brandColors.navy}, ${brandColors.steel})`,
                    boxShadow: `0 8px 20px ${alpha(brandColors.navy, 0.2)}`,
                  }}
                >
                  <Icon />
                </Box>
                <Typography
                  variant="overline"
                  component="p"
                  sx={{ color: brandColors.amberText, lineHeight: 1.5 }}
                >
                  {t('process.stepLabel', { number: i + 1 })}
                </Typography>
              </Box>
              <Typography variant="h3" sx={{ color: 'primary.main', mt: 2, fontSize: '1.25rem' }}>
                {t(`process.steps.${id}.title`)}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {t(`process.steps.${id}.text`)}
              </Typography>
            </RevealItem>
          );
        })}
      </Reveal>
    </Section>
  );
}
