import { Box, Typography } from '@mui/material';
import { Art } from '../../components/Art';
import { ItemGrid } from '../../components/sections/ItemGrid';
import { Section } from '../../components/sections/Section';
import { headingCopy } from '../../components/sections/headingCopy';
import { useT } from '../../i18n/useT';
import { brandColors, radii } from '../../theme/tokens';
import { portfolio } from './content';

/** Branding, Web Design, Marketing Assets: what the lab makes, each with its own illustration. */
export function PortfolioSection() {
  const { t } = useT('marketingLab');
  return (
    <Section id="portfolio" tone="white" heading={headingCopy(t, 'portfolio')}>
      <ItemGrid items={portfolio} columns={3} list={false} wideFrom="md" stagger={0.15}>
        {({ id, image }) => (
          <Box
            component="article"
            sx={{
              height: '100%',
              borderRadius: radii.card,
              overflow: 'hidden',
              border: '1px solid',
              borderColor: 'divider',
              bgcolor: brandColors.paper,
            }}
          >
            {/* Square: the card's own corners round it. */}
            <Art
              image={{ ...image, alt: t(`portfolio.items.${id}.alt`) }}
              sx={{ borderRadius: 0 }}
            />
            <Box sx={{ p: { xs: 3, md: 3.5 } }}>
              <Typography variant="h3" sx={{ color: 'primary.main' }}>
                {t(`portfolio.items.${id}.title`)}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1.5 }}>
                {t(`portfolio.items.${id}.text`)}
              </Typography>
            </Box>
          </Box>
        )}
      </ItemGrid>
    </Section>
  );
}
