import { Box, Typography } from '@mui/material';
import { Reveal, RevealItem } from '../../components/reveal/Reveal';
import { Section } from '../../components/sections/Section';
import { useT } from '../../i18n/useT';
import { brandColors, radii } from '../../theme/tokens';
import { processSteps } from './content';

/** Discovery & Strategy, Creative Design, Digital Development, Launch & Beyond. */
export function ProcessSection() {
  const { t } = useT('marketingLab');
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
      <Reveal
        component="ol"
        stagger={0.2}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        {processSteps.map(({ id, icon: Icon }, i) => (
          <RevealItem
            key={id}
            component="li"
            sx={{
              position: 'relative',
              p: { xs: 3, md: 3.5 },
              pt: { xs: 4, md: 4.5 },
              borderRadius: radii.card,
              bgcolor: brandColors.white,
              border: '1px solid',
              borderColor: 'divider',
              overflow: 'hidden',
            }}
          >
            <Box
              aria-hidden="true"
              sx={{
                position: 'absolute',
                top: 0,
                left: 0,
                right: 0,
                height: 6,
                background: `linear-gradient(90deg, ${brandColors.amber}, ${brandColors.coral})`,
              }}
            />
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
              <Box
                aria-hidden="true"
                sx={{
                  width: 52,
                  height: 52,
                  borderRadius: radii.art,
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'primary.main',
                  color: 'secondary.main',
                }}
              >
                <Icon />
              </Box>
              <Typography
                component="span"
                sx={{ fontWeight: 700, fontSize: '0.85rem', color: brandColors.amberText }}
              >
                {t('process.stepLabel', { number: i + 1 })}
              </Typography>
            </Box>
            <Typography variant="h3" sx={{ mt: 2.5, fontSize: '1.2rem', color: 'primary.main' }}>
              {t(`process.steps.${id}.title`)}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {t(`process.steps.${id}.text`)}
            </Typography>
          </RevealItem>
        ))}
      </Reveal>
    </Section>
  );
}
