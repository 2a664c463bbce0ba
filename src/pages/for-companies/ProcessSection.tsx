import { Box, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { ItemGrid } from '../../components/sections/ItemGrid';
import { Section } from '../../components/sections/Section';
import { headingCopy } from '../../components/sections/headingCopy';
import { visuallyHidden } from '../../components/visuallyHidden';
import { useT } from '../../i18n/useT';
import { brandColors, radii } from '../../theme/tokens';
import { processSteps } from './content';

/** Discovery, Sourcing, Matching, Onboarding, Follow-up: numbered steps in reading order. */
export function ProcessSection() {
  const { t } = useT('forCompanies');
  return (
    <Section id="process" tone="sand" heading={headingCopy(t, 'process')}>
      <ItemGrid items={processSteps} columns={5} list="ol" gap="dense" stagger={0.3}>
        {({ id, icon: Icon }, i) => (
          <Box
            sx={{
              height: '100%',
              p: 3,
              borderRadius: radii.card,
              bgcolor: brandColors.white,
              border: '1px solid',
              borderColor: 'divider',
              boxShadow: `0 14px 36px ${alpha(brandColors.navy, 0.06)}`,
              display: 'flex',
              flexDirection: 'column',
              gap: 1.5,
            }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
              <Box
                sx={{
                  width: 44,
                  height: 44,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'secondary.main',
                  color: 'primary.main',
                  fontWeight: 800,
                  fontSize: '1.1rem',
                }}
              >
                <Box component="span" sx={visuallyHidden}>
                  {t('process.stepLabel', { number: i + 1 })}
                </Box>
                <span aria-hidden="true">{i + 1}</span>
              </Box>
              <Icon aria-hidden="true" sx={{ fontSize: 30, color: 'primary.light' }} />
            </Box>
            <Typography variant="h3" sx={{ color: 'primary.main' }}>
              {t(`process.steps.${id}.title`)}
            </Typography>
            <Typography color="text.secondary">{t(`process.steps.${id}.text`)}</Typography>
          </Box>
        )}
      </ItemGrid>
      <Typography
        sx={{ mt: { xs: 5, md: 6 }, textAlign: 'center', fontWeight: 700, color: 'primary.main' }}
      >
        {t('process.note')}
      </Typography>
    </Section>
  );
}
