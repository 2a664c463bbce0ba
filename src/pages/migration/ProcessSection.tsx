import { Box, Typography } from '@mui/material';
import { IconBadge } from '../../components/sections/IconBadge';
import { ItemGrid } from '../../components/sections/ItemGrid';
import { Section } from '../../components/sections/Section';
import { headingCopy } from '../../components/sections/headingCopy';
import { useT } from '../../i18n/useT';
import { brandColors, radii } from '../../theme/tokens';
import { processIcons, processSteps } from './content';

export function ProcessSection() {
  const { t } = useT('migration');
  return (
    <Section id="process" heading={headingCopy(t, 'process')}>
      <ItemGrid
        items={processSteps}
        columns={3}
        list="ol"
        stagger={0.15}
        itemSx={{
          p: { xs: 3, md: 3.5 },
          borderRadius: radii.card,
          border: '1px solid',
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        {(id, i) => {
          const Icon = processIcons[i] ?? processIcons[0];
          return (
            <>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <IconBadge tone="gradient">
                  <Icon />
                </IconBadge>
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
            </>
          );
        }}
      </ItemGrid>
    </Section>
  );
}
