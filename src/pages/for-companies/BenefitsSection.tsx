import { Box, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { Art } from '../../components/Art';
import { Reveal, RevealItem } from '../../components/reveal/Reveal';
import { Section } from '../../components/sections/Section';
import { useT } from '../../i18n/useT';
import { brandColors, radii } from '../../theme/tokens';
import { benefits } from './content';
import { cardListGrid } from '../../components/sections/cardListGrid';

export function BenefitsSection() {
  const { t } = useT('forCompanies');
  return (
    <Section
      id="benefits"
      labelledBy="benefits-title"
      heading={{
        eyebrow: t('benefits.eyebrow'),
        title: t('benefits.title'),
        subtitle: t('benefits.subtitle'),
      }}
    >
      <Reveal component="ul" threshold={0.2} stagger={0.15} sx={cardListGrid(4)}>
        {benefits.map(({ id, image }) => (
          <RevealItem key={id} component="li">
            <Box
              component="article"
              sx={{
                height: '100%',
                p: { xs: 3, md: 3.5 },
                borderRadius: radii.card,
                bgcolor: brandColors.white,
                border: '1px solid',
                borderColor: 'divider',
                boxShadow: `0 14px 36px ${alpha(brandColors.navy, 0.08)}`,
                display: 'flex',
                flexDirection: 'column',
                gap: 1.5,
              }}
            >
              <Art image={{ ...image, alt: t(`benefits.items.${id}.alt`) }} />
              <Typography
                component="p"
                sx={{ fontSize: '2rem', fontWeight: 800, color: 'primary.main', lineHeight: 1.1 }}
              >
                {t(`benefits.items.${id}.figure`)}
              </Typography>
              <Typography variant="h3" sx={{ color: 'primary.main' }}>
                {t(`benefits.items.${id}.title`)}
              </Typography>
              <Typography color="text.secondary">{t(`benefits.items.${id}.text`)}</Typography>
            </Box>
          </RevealItem>
        ))}
      </Reveal>
    </Section>
  );
}
