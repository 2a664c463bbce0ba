import { Box, Typography } from '@mui/material';
import { Art } from '../../components/Art';
import { ItemGrid } from '../../components/sections/ItemGrid';
import { Section } from '../../components/sections/Section';
import { headingCopy } from '../../components/sections/headingCopy';
import { elevations } from '../../theme/surfaces';
import { useT } from '../../i18n/useT';
import { brandColors, radii } from '../../theme/tokens';
import { benefits } from './content';

export function BenefitsSection() {
  const { t } = useT('forCompanies');
  return (
    <Section id="benefits" heading={headingCopy(t, 'benefits')}>
      <ItemGrid items={benefits} columns={4} stagger={0.15}>
        {({ id, image }) => (
          <Box
            component="article"
            sx={{
              height: '100%',
              p: { xs: 3, md: 3.5 },
              borderRadius: radii.card,
              bgcolor: brandColors.white,
              border: '1px solid',
              borderColor: 'divider',
              boxShadow: elevations.raised,
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
        )}
      </ItemGrid>
    </Section>
  );
}
