import { Box, Typography } from '@mui/material';
import { IconBadge } from '../../components/sections/IconBadge';
import { ItemGrid } from '../../components/sections/ItemGrid';
import { Section } from '../../components/sections/Section';
import { headingCopy } from '../../components/sections/headingCopy';
import { useT } from '../../i18n/useT';
import { brandColors, radii } from '../../theme/tokens';
import { processSteps } from './content';

/** Discovery & Strategy, Creative Design, Digital Development, Launch & Beyond. */
export function ProcessSection() {
  const { t } = useT('marketingLab');
  return (
    <Section id="process" heading={headingCopy(t, 'process')}>
      <ItemGrid
        items={processSteps}
        columns={4}
        list="ol"
        stagger={0.2}
        itemSx={{
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
        {({ id, icon: Icon }, i) => (
          <>
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
              <IconBadge tone="navy" size={52} radius="art">
                <Icon />
              </IconBadge>
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
          </>
        )}
      </ItemGrid>
    </Section>
  );
}
